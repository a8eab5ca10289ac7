import type { UserRecord } from '../store/cloudState';
import type { OutgoingMessage } from './outbox';

/** The texts of the messages the simulator "sends" (docs/contracts.md "Simulator control API"). */

const greeting = (user: Pick<UserRecord, 'firstName'>) => `Hello ${user.firstName},`;

/** A link on the origin of the call that caused it; `path` for e2e with their own base URL. */
const linkFields = (origin: string, path: string) => ({ path, link: `${origin}${path}` });

export function otpMessage(phone: string, userId: string, code: string, minutes: number): OutgoingMessage {
  return {
    kind: 'otp',
    channel: 'sms',
    to: phone,
    userId,
    subject: 'Homeport login code',
    text: `${code} is your Homeport login code. It is valid for ${minutes} minutes.`,
    code,
  };
}

/** The code of an OTP authorization before a sensitive action (spec 1 §2.6), to the account's default e-mail. */
export function actionOtpMessage(user: UserRecord, code: string, minutes: number): OutgoingMessage {
  return {
    kind: 'otp',
    channel: 'email',
    to: user.username,
    userId: user.id,
    subject: 'Your Homeport authorization code',
    text: `${code} is your code to confirm a sensitive action in Homeport. It is valid for ${minutes} minutes. If you did not ask for it, change your password.`,
    code,
  };
}

export function activationMessage(user: UserRecord, origin: string, code: string): OutgoingMessage {
  const link = linkFields(origin, `/activate/${code}`);
  return {
    kind: 'activation',
    channel: 'email',
    to: user.username,
    userId: user.id,
    subject: 'Activate your Homeport account',
    text: `${greeting(user)} open ${link.link} to activate your account. The link is valid for 7 days.`,
    ...link,
  };
}

export function passwordResetMessage(user: UserRecord, origin: string, hash: string, language: string): OutgoingMessage {
  const link = linkFields(origin, `/resetPassword/${hash}?lang=${language}`);
  return {
    kind: 'password_reset',
    channel: 'email',
    to: user.username,
    userId: user.id,
    subject: 'Reset your Homeport password',
    text: `${greeting(user)} open ${link.link} to choose a new password. The link is valid for 1 hour.`,
    ...link,
  };
}

export function pinResetMessage(user: UserRecord, origin: string, hash: string, serial: string): OutgoingMessage {
  const link = linkFields(origin, `/resetPin/hash/${hash}?lang=en_EN`);
  return {
    kind: 'pin_reset',
    channel: 'email',
    to: user.username,
    userId: user.id,
    subject: `Reset the PIN of gateway ${serial}`,
    text: `${greeting(user)} open ${link.link} to choose a new PIN for gateway ${serial}. The link is valid for 1 hour.`,
    ...link,
  };
}

/** The code that confirms a new linked (or support) account, to the account being linked (spec 2 §2 "OTP verify and resend"). */
export function linkOtpMessage(secondary: UserRecord, master: UserRecord, code: string, minutes: number, isSupport: boolean): OutgoingMessage {
  const role = isSupport ? 'a support account' : 'a linked account';
  return {
    kind: 'otp',
    channel: 'email',
    to: secondary.username,
    userId: secondary.id,
    subject: 'Your Homeport account link code',
    text: `${greeting(secondary)} ${master.firstName} ${master.lastName} (${master.username}) wants to add you as ${role}. Give them the code ${code} if you agree. It is valid for ${minutes} minutes.`,
    code,
  };
}
