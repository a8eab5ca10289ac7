import { isAdmin, type AlarmRecipient } from '@homeport/sdk';
import { randomToken, sha256Hex } from '../../auth/digest';
import { userByEmail } from '../../auth/users';
import { gatewayBySerial } from '../../store/cloudIndex';
import type { AlarmRecipientRecord, CloudState, RecipientConfirmationRecord } from '../../store/cloudState';
import type { OutgoingMessage } from '../outbox';

/**
 * Outside alarm recipients (docs/decisions.md "Outside alarm recipients
 * confirm first"): an address that is none of the gateway's users is told
 * nothing until it confirms through the link it was sent. One confirmation
 * e-mail per address per gateway, ever: removing and adding the address
 * again sends no second one. In memory: the caller commits.
 */

export const RECIPIENT_CONFIRM_PATH = '/api/alarm/recipients/confirm';

const keyOf = (serial: string, contact: string) => `${serial}:${contact.toLowerCase()}`;

const confirmations = (state: CloudState): RecipientConfirmationRecord[] => (state.alarmRecipientConfirmations ??= []);

/** Whether `contact` is the login e-mail or an own e-mail contact of one of the gateway's users (owner or linked, not an admin). */
export function isGatewayUserAddress(state: CloudState, serial: string, contact: string): boolean {
  const gateway = gatewayBySerial(state, serial);
  const account = userByEmail(state, contact.toLowerCase());
  return gateway !== undefined && account !== undefined && !isAdmin(account) && (gateway.userId === account.id || account.devices.includes(serial));
}

/** Whether alarm messages may go to `contact` for this gateway: a gateway user's address, or one that confirmed. */
export function isRecipientConfirmed(state: CloudState, serial: string, contact: string): boolean {
  if (isGatewayUserAddress(state, serial, contact)) return true;
  const key = keyOf(serial, contact);
  return confirmations(state).some((c) => c.id === key && c.confirmedAt !== null);
}

/** A recipient as the wire shows it: its address and ways, and whether it confirmed; nothing of any account. */
export function recipientToWire(state: CloudState, serial: string, r: AlarmRecipientRecord): AlarmRecipient {
  return {
    id: r.id,
    contact: r.contact,
    emailNotification: r.emailNotification,
    pushNotification: r.pushNotification,
    confirmed: isRecipientConfirmed(state, serial, r.contact),
  };
}

/**
 * The confirmation message for an outside address, the first time it is
 * made a recipient on this gateway (null: none to send: a gateway user's
 * address, or one asked already).
 */
export function askConfirmation(state: CloudState, serial: string, contact: string, origin: string, now: number): OutgoingMessage | null {
  if (isGatewayUserAddress(state, serial, contact)) return null;
  const key = keyOf(serial, contact);
  if (confirmations(state).some((c) => c.id === key)) return null;
  const raw = randomToken();
  confirmations(state).push({ id: key, serialNumber: serial, contact: contact.toLowerCase(), tokenHash: sha256Hex(`recipient_confirm:${raw}`), sentAt: now, confirmedAt: null });
  const gateway = gatewayBySerial(state, serial);
  const path = `${RECIPIENT_CONFIRM_PATH}?token=${raw}`;
  return {
    kind: 'email',
    channel: 'email',
    to: contact.toLowerCase(),
    userId: null,
    subject: 'Confirm Homeport alarm messages',
    text: `A Homeport home (${gateway?.name || serial}) named this address to be told of its alarms. Nothing is sent to it unless you open ${origin}${path} to agree. If you do not know this home, ignore this message: you will not hear from it again.`,
    path,
    link: `${origin}${path}`,
  };
}

/** Confirms the address a confirmation token names (again: no change). Answers its record, or null for an unknown token. */
export function confirmRecipient(state: CloudState, raw: string, now: number): RecipientConfirmationRecord | null {
  const hash = sha256Hex(`recipient_confirm:${raw}`);
  const found = confirmations(state).find((c) => c.tokenHash === hash);
  if (!found) return null;
  found.confirmedAt ??= now;
  return found;
}
