import { defineTexts } from '../i18n/widgetText';

export const ns = defineTexts('scene-list', {
  FILTER: 'Filter scenes by name',
  EMPTY: 'No scenes yet.',
  NO_MATCH: 'No scene matches “{{filter}}”.',
  ACTIVE_NAMED: '{{name}}: active',
  RUN: 'Run',
  RUN_NAMED: 'Run {{name}}',
  RUN_CONFIRM: 'Run {{name}} now?',
  CONFIRM: 'Run now',
  CANCEL: 'Cancel',
  LOGIC_OR: 'Any trigger',
  LOGIC_AND: 'All triggers',
  COUNT_one: '{{count}} scene',
  COUNT_other: '{{count}} scenes',
});
