import { MQTT_ROWS, mqttOutcomeLabel, mqttRowTitle, type MqttOutcome } from './mqttMatrix';
import { NO_CAMERA, NO_SESSION, NOT_YOURS, ROLE_REFUSED, outcomeLabel, type Outcome } from './outcomes';
import { REST_ROWS, rowTitle, SERVICES } from './restMatrix';
import { ROLE_FIXTURES, ROLES } from './roles';

/** The grid's short forms of the answers every section repeats. */
const REST_ABBREVIATIONS: Array<[Outcome, string, string]> = [
  [NO_SESSION, 'S', 'no session: 401 00003'],
  [ROLE_REFUSED, 'R', 'role refused: 403 000403'],
  [NOT_YOURS, 'N', 'not your gateway: 403 UDM_NOT_YOUR_DEVICE'],
  [NO_CAMERA, 'C', 'no camera for admins: 403 ACCESS_DENIED_CAMERA'],
];

function restCell(outcome: Outcome): string {
  if (outcome.status === 200 && outcome.code === undefined) return '✓';
  if (outcome.status < 400) return `✓ ${outcome.status}`;
  const short = REST_ABBREVIATIONS.find(([o]) => o.status === outcome.status && o.code === outcome.code);
  return short ? short[1] : outcomeLabel(outcome);
}

function mqttCell(outcome: MqttOutcome | undefined): string {
  if (!outcome) return '';
  switch (outcome.kind) {
    case 'connack':
      return outcome.codes.includes(0) ? '✓' : `✗ ${outcome.codes.join('/')}`;
    case 'suback':
      return outcome.code === 0x80 ? '0x80' : '✓';
    case 'response':
      return outcome.code === 0 ? '✓ 0' : outcome.code === 'nonzero' ? '≠0' : `${outcome.code}`;
    case 'disconnected':
      return 'D';
    default:
      return mqttOutcomeLabel(outcome);
  }
}

const tableRow = (cells: string[]) => `| ${cells.join(' | ')} |`;
const header = (first: string) => [tableRow([first, ...ROLES]), tableRow([first.replace(/./g, '-').slice(0, 3), ...ROLES.map(() => ':-:')])];
const code = (text: string) => `\`${text.replace(/\|/g, '\\|')}\``;

/**
 * The access matrix as docs/access-grid.md shows it, made from the rows the
 * test runs, so the page cannot drift from the suite (the test compares it).
 */
export function accessGridMarkdown(): string {
  const lines = [
    '# Access grid (generated)',
    '',
    'Made by `simulator/test/access/accessGrid.ts` from the rows that',
    '`simulator/test/access/accessMatrix.test.ts` runs; refresh it with',
    '`npx vitest run simulator/test/access -u`. What the roles are and how to add',
    'rows: [access.md](access.md).',
    '',
    '## REST',
    '',
    `✓ allowed (with its effect checked); ${REST_ABBREVIATIONS.map(([, s, m]) => `**${s}** ${m}`).join('; ')}; anything else is written out.`,
    'Each refused cell that could write also checks that nothing changed. Under `__sim` and `__db`, 401 000401 is the missing control token.',
    '',
  ];
  for (const service of SERVICES) {
    lines.push(`### ${service}`, '', ...header('route'));
    for (const row of REST_ROWS.filter((r) => r.service === service)) lines.push(tableRow([code(rowTitle(row)), ...ROLES.map((role) => restCell(row.expect[role]))]));
    lines.push('');
  }
  lines.push(
    '## MQTT',
    '',
    'Topics on demo’s gateway HP1000000001 unless the row says otherwise.',
    '✓ accepted or granted (`✓ 0`: the gateway answered code 0); **✗ 4/5** CONNECT refused; **0x80** SUBSCRIBE refused;',
    '**D** the broker refused the publish and closed the client, nothing delivered; **≠0** a nonzero refusal code;',
    'an empty cell: the scenario is not about that role.',
    '',
    ...header('action and topic'),
  );
  for (const row of MQTT_ROWS) lines.push(tableRow([code(mqttRowTitle(row)), ...ROLES.map((role) => mqttCell(row.expect[role]))]));
  lines.push('', '## Roles', '', tableRow(['role', 'who']), tableRow(['---', '---']));
  for (const role of ROLES) lines.push(tableRow([role, ROLE_FIXTURES[role].description]));
  lines.push('');
  return lines.join('\n');
}
