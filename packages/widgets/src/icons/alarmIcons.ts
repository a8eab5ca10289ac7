import {
  mdiAlarmLight,
  mdiFireAlert,
  mdiGasCylinder,
  mdiLifebuoy,
  mdiLock,
  mdiLockClock,
  mdiLockOpenVariant,
  mdiShieldCheck,
  mdiShieldHalfFull,
  mdiShieldOff,
  mdiSmokeDetectorAlert,
} from '@mdi/js';

/** spec 2 §4: panic button (and door lock alarm) types Arm, Emergency, Fire, Panic. */
export const PANIC_TYPE_ICONS = { Arm: mdiShieldCheck, Emergency: mdiLifebuoy, Fire: mdiFireAlert, Panic: mdiAlarmLight } as const;

/** The gas detector at rest and raising its alarm. */
export const GAS_ICONS = { idle: mdiGasCylinder, alarm: mdiSmokeDetectorAlert } as const;

/** spec 2 §9: the door lock states. */
export const DOOR_LOCK_ICONS = { unlocked: mdiLockOpenVariant, locked: mdiLock, locked_with_timer: mdiLockClock } as const;

/** An alarm system's states. */
export const ALARM_STATE_ICONS = { armed: mdiShieldCheck, partially_armed: mdiShieldHalfFull, disarmed: mdiShieldOff, triggered: mdiAlarmLight } as const;
