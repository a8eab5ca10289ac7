import * as v from 'valibot';
import { isValidEmail, isValidName } from '../rules/validation';

/**
 * Field schemas shared by the wire shapes. Each carries its own "must be"
 * message, which parseWire prefixes with the field's name.
 */

const lengthRule = (min: number, max: number) => (min === 0 ? `must be a string of at most ${max} characters` : `must be a string of ${min} to ${max} characters`);

/** A string of `min` to `max` characters, taken as sent (no trimming). */
export const text = (max: number, min = 1) => {
  const message = lengthRule(min, max);
  return v.pipe(v.string(message), v.minLength(min, message), v.maxLength(max, message));
};

export const flag = () => v.boolean('must be true or false');

/** A record id (user id, session ref, one-time code): letters, digits, _ and -, at most 64. */
export const recordId = () => v.pipe(v.string('is not a valid id'), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'is not a valid id'));

/** A gateway serial, upper-cased (spec 2 §5: serials are upper-cased). */
export const serialNumber = () => v.pipe(v.string('must be 1 to 32 letters and digits'), v.regex(/^[A-Za-z0-9]{1,32}$/, 'must be 1 to 32 letters and digits'), v.toUpperCase());

/** A whole number from `min` to `max`. */
export const integer = (min: number, max: number) => {
  const message = `must be an integer from ${min} to ${max}`;
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
};

/** spec 1 §5 e-mail, trimmed and lower-cased (register lowercases the e-mail). */
export const email = () => v.pipe(text(254), v.trim(), v.toLowerCase(), v.check(isValidEmail, 'must be an e-mail address'));

/** spec 1 §5 first and last names: letters with accents, apostrophe, hyphen or space; trimmed. */
export const personName = (max = 64) => v.pipe(text(max), v.trim(), v.check(isValidName, 'may hold letters, apostrophes, hyphens and spaces only'));

/** spec 1 §9: en_EN is the only supported language; absent or empty means en_EN. */
export const language = () =>
  v.pipe(
    v.optional(v.picklist(['en_EN', ''], 'must be en_EN'), 'en_EN'),
    v.transform((): 'en_EN' => 'en_EN'),
  );

// Query strings: each value is given once, as text (Express gives repeats as arrays).
const once = 'must be given once, as a plain value';

/** An optional query value of at most `max` characters. */
export const queryText = (max: number) => v.optional(v.pipe(v.string(once), v.maxLength(max, `must be at most ${max} characters`)));

/** An integer query value from `min` to `max`, `fallback` when absent. */
export const queryInteger = (min: number, max: number, fallback: number) => {
  const message = `must be an integer from ${min} to ${max}`;
  return v.optional(v.pipe(v.string(once), v.regex(/^\d{1,10}$/, message), v.transform(Number), v.minValue(min, message), v.maxValue(max, message)), String(fallback));
};

/** A true/false query value (also 1/0), `fallback` when absent. */
export const queryFlag = (fallback: boolean) =>
  v.optional(
    v.pipe(
      v.string(once),
      v.picklist(['true', '1', 'false', '0'], 'must be true or false'),
      v.transform((text) => text === 'true' || text === '1'),
    ),
    String(fallback),
  );

/** One of `choices`, `fallback` when absent (no fallback: undefined when absent). */
export function queryChoice<const T extends string>(choices: readonly T[], fallback: T): v.GenericSchema<unknown, T>;
export function queryChoice<const T extends string>(choices: readonly T[]): v.GenericSchema<unknown, T | undefined>;
export function queryChoice<const T extends string>(choices: readonly T[], fallback?: T): v.GenericSchema<unknown, T | undefined> {
  return v.optional(v.pipe(v.string(once), v.picklist(choices, `must be one of ${choices.join(', ')}`)), fallback) as v.GenericSchema<unknown, T | undefined>;
}
