import { randomInt } from 'node:crypto';

/**
 * What the sticker on a gateway says: its factory PIN and the factory
 * password of its local interface (docs/decisions.md "Guessing doors").
 * Random per gateway (node:crypto, never the seed's PRNG and never derived
 * from the serial), so knowing a serial tells nothing about either.
 */
export interface FactorySecrets {
  pin: string;
  localPassword: string;
}

/** A factory PIN is 6 digits: inside the 4 to 8 a PIN reset accepts, and a million to guess from. */
export const FACTORY_PIN_DIGITS = 6;
/** No 0/o, 1/l/i: the password is read off a sticker. 12 of 31 characters is about 59 bits. */
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const PASSWORD_GROUPS = 3;
const GROUP_LENGTH = 4;

function randomGroup(): string {
  let group = '';
  for (let i = 0; i < GROUP_LENGTH; i += 1) group += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return group;
}

export function newFactorySecrets(): FactorySecrets {
  return {
    pin: String(randomInt(10 ** FACTORY_PIN_DIGITS)).padStart(FACTORY_PIN_DIGITS, '0'),
    // Groups of four, like xk7m-p2qd-9wha: 14 characters, within the local UI's 8 to 64.
    localPassword: Array.from({ length: PASSWORD_GROUPS }, randomGroup).join('-'),
  };
}

/** Whether a value read from a gateway file is a usable pair (a PIN of 4 to 8 digits, a password of 8 to 64 characters). */
export function isFactorySecrets(value: unknown): value is FactorySecrets {
  if (typeof value !== 'object' || value === null) return false;
  const { pin, localPassword } = value as Record<string, unknown>;
  return typeof pin === 'string' && /^\d{4,8}$/.test(pin) && typeof localPassword === 'string' && localPassword.length >= 8 && localPassword.length <= 64;
}
