import type { CustomerConfig } from '../config/customerConfig';
import type { UserDetails } from '../model/entities';

type Person = Pick<UserDetails, 'username' | 'firstName' | 'lastName' | 'contacts'>;

/** The default e-mail contact, else the first e-mail contact, else the username (an e-mail address, spec 1 §3). */
function defaultEmail(user: Person): string {
  const emails = user.contacts.filter((c) => c.contactType === 'email' && c.contact.trim() !== '');
  return (emails.find((c) => c.isDefault) ?? emails[0])?.contact ?? user.username;
}

/**
 * How a person is named on screen (the header's "Signed in as").
 * spec 1 §6, spec 2 §6: HIDE_SENSITIVE_DATA shows the default e-mail contact
 * instead of names and hides the last name; otherwise first and last name,
 * falling back to the username when both are blank.
 */
export function displayName(user: Person, config: Pick<CustomerConfig, 'flags'>): string {
  if (config.flags.HIDE_SENSITIVE_DATA) return defaultEmail(user);
  const name = [user.firstName, user.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.username;
}
