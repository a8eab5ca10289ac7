import { defineTexts } from '../i18n/widgetText';

export const ns = defineTexts('door-lock', {
  STATE_unlocked: 'Unlocked',
  STATE_locked: 'Locked',
  STATE_locked_with_timer: 'Locked with timer',
  LOCK: 'Lock',
  UNLOCK: 'Unlock',
  LOCK_NAMED: 'Lock {{label}}',
  UNLOCK_NAMED: 'Unlock {{label}}',
  MODE: 'Operating mode',
  MODE_normal: 'Normal',
  MODE_vacation: 'Vacation',
  MODE_privacy: 'Privacy',
  TYPE_Arm: 'Arm',
  TYPE_Emergency: 'Emergency',
  TYPE_Fire: 'Fire',
  TYPE_Panic: 'Panic',
  DEFAULT_LABEL: 'Door lock',
});
