import { isValidEmail, RegisterBody, type Contact } from '@homeport/sdk';
import { passwordProblem } from '../../auth/passwordRules';
import { normalizePhone } from '../../auth/phone';
import { badInput } from '../../errors/apiError';
import { readInput } from '../shared/readInput';

/** The register payload of spec 1 §3, as stored (docs/contracts.md "Registration"). */
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

type ContactInput = Pick<Contact, 'contactType' | 'contact' | 'isDefault' | 'label'>;

/** A contact as stored: an e-mail lower-cased, a phone number normalised. */
function normalizeContact(input: ContactInput, index: number): Contact {
  const where = `contacts.${index}.contact`;
  if (input.contactType === 'email') {
    const email = input.contact.trim().toLowerCase();
    if (!isValidEmail(email)) throw badInput('contacts', `${where} must be an e-mail address`);
    return { ...input, contact: email };
  }
  const phone = normalizePhone(input.contact);
  if (!phone) throw badInput('contacts', `${where} must be a phone number`);
  return { ...input, contact: phone };
}

function readContacts(inputs: ContactInput[], username: string): Contact[] {
  if (inputs.length === 0) return [{ contactType: 'email', contact: username, isDefault: true, label: 'Default' }];
  const contacts = inputs.map(normalizeContact);
  if (contacts.filter((c) => c.isDefault).length !== 1) throw badInput('contacts', 'exactly one contact must be the default');
  return contacts;
}

/** Every field checked before anything is written; the first problem answers 000400 naming its field. */
export function readRegistration(body: Record<string, unknown>): Registration {
  const input = readInput(RegisterBody, body);
  // The password's rules are the configured ones (auth/passwordRules.ts).
  const problem = passwordProblem(input.secret);
  if (problem) throw badInput('secret', problem);
  const { identity: username, secret, firstName, lastName, gender, preferredLanguage, userOnBoardingSource } = input;
  return { username, secret, firstName, lastName, gender, preferredLanguage, contacts: readContacts(input.contacts, username), userOnBoardingSource };
}
