// The seeded accounts and serials, as tests log in with them. Read from the
// simulator's seed so that a test never restates a password or a serial.
import { adminAccount, demoAccount, familyAccount, DEMO_OFFLINE_SERIAL, DEMO_ONLINE_SERIAL, otherAccount, OTHER_SERIALS } from '@homeport/simulator';

export interface Credentials {
  identity: string;
  secret: string;
}

const credentialsOf = (account: { username: string; password: string }): Credentials => ({ identity: account.username, secret: account.password });

/** The home user who owns DEMO_ONLINE and DEMO_OFFLINE. */
export const DEMO = credentialsOf(demoAccount);
/** The admin (subrole admin-support). */
export const ADMIN = credentialsOf(adminAccount);
/** A second home user, who owns OTHER_SERIALS: for access tests. */
export const OTHER = credentialsOf(otherAccount);
/** A secondary account of the demo user. */
export const FAMILY = credentialsOf(familyAccount);
export const DEMO_ONLINE = DEMO_ONLINE_SERIAL;
export const DEMO_OFFLINE = DEMO_OFFLINE_SERIAL;
export { OTHER_SERIALS };
