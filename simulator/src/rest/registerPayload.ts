import { isValidEmail, isValidName, type Contact } from '@homeport/sdk';
import { passwordProblem } from '../auth/passwordRules';
import { normalizePhone } from '../auth/phone';
import { badInput } from './apiError';
import { bodyText, optionalBodyText, optionalLanguage } from './validate';

/** The register payload of spec 1 §3, checked field by field (docs/contracts.md "Registration"). */
export interface Registration {
  username: string;
  secret: string;
  firstName: string;
  lastName: string;
  gender: string;
  preferredLanguage: string;
  contacts: Contact[];
  userOnBoardingSource: string;
}

const GENDERS = ['male', 'female', 'other', ''];
const MAX_CONTACTS = 10;
const NAME_MAX = 64;
/** spec 1 §1: onboarding source value SELFCARE. */
export const DEFAULT_ONBOARDING_SOURCE = 'SELFCARE';

/** An e-mail field, lower-cased (spec 1 §5: register lowercases the e-mail). */
export function emailField(body: Record<string, unknown>, name: string): string {
  const value = bodyText(body, name, 254).trim().toLowerCase();
  if (!isValidEmail(value)) throw badInput(name, `${name} must be an e-mail address`);
  return value;
}

function nameField(body: Record<string, unknown>, name: string): string {
  const value = bodyText(body, name, NAME_MAX).trim();
  // spec 1 §5: letters with accents, apostrophe, hyphen or space.
  if (!isValidName(value)) throw badInput(name, `${name} may hold letters, apostrophes, hyphens and spaces only`);
  return value;
}

function readContact(value: unknown, index: number): Contact {
  const where = `contacts[${index}]`;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badInput('contacts', `${where} must be an object`);
  const { label = 'Default', contact, isDefault, contactType } = value as Record<string, unknown>;
  if (typeof label !== 'string' || label.length > 32) throw badInput('contacts', `${where}.label must be a string of at most 32 characters`);
  if (typeof isDefault !== 'boolean') throw badInput('contacts', `${where}.isDefault must be true or false`);
  if (typeof contact !== 'string' || contact.length > 254) throw badInput('contacts', `${where}.contact must be a string`);
  if (contactType === 'email') {
    const email = contact.trim().toLowerCase();
    if (!isValidEmail(email)) throw badInput('contacts', `${where}.contact must be an e-mail address`);
    return { contactType, contact: email, isDefault, label };
  }
  if (contactType === 'phone') {
    const phone = normalizePhone(contact);
    if (!phone) throw badInput('contacts', `${where}.contact must be a phone number`);
    return { contactType, contact: phone, isDefault, label };
  }
  throw badInput('contacts', `${where}.contactType must be email or phone`);
}

function readContacts(value: unknown, username: string): Contact[] {
  if (value === undefined || (Array.isArray(value) && value.length === 0)) {
    return [{ contactType: 'email', contact: username, isDefault: true, label: 'Default' }];
  }
  if (!Array.isArray(value) || value.length > MAX_CONTACTS) throw badInput('contacts', `contacts must be a list of at most ${MAX_CONTACTS} entries`);
  const contacts = value.map(readContact);
  if (contacts.filter((c) => c.isDefault).length !== 1) throw badInput('contacts', 'exactly one contact must be the default');
  return contacts;
}

/** Every field checked before anything is written; the first problem answers 000400 naming its field. */
export function readRegistration(body: Record<string, unknown>): Registration {
  const username = emailField(body, 'identity');
  const secret = bodyText(body, 'secret', 128);
  const problem = passwordProblem(secret);
  if (problem) throw badInput('secret', problem);
  const firstName = nameField(body, 'firstName');
  const lastName = nameField(body, 'lastName');
  const gender = optionalBodyText(body, 'gender', 16) ?? '';
  if (!GENDERS.includes(gender)) throw badInput('gender', 'gender must be male, female, other or empty');
  const preferredLanguage = optionalLanguage(body, 'preferredLanguage');
  const contacts = readContacts(body.contacts, username);
  const source = optionalBodyText(body, 'userOnBoardingSource', 32, 1) ?? DEFAULT_ONBOARDING_SOURCE;
  if (!/^[A-Z_]+$/.test(source)) throw badInput('userOnBoardingSource', 'userOnBoardingSource must be upper-case letters and _');
  // spec 1 §5: register requires agreement to the terms and privacy policy.
  if (body.agreeRegister !== true) throw badInput('agreeRegister', 'You must agree to the terms of service and the privacy policy');
  return { username, secret, firstName, lastName, gender, preferredLanguage, contacts, userOnBoardingSource: source };
}
