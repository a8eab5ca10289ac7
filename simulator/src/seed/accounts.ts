import { serialOf, userIdOf } from './ids';

/** The seeded accounts people log in with (DESIGN.md "Running it"). */
export interface SeedAccount {
  userId: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  groups: string[];
  /** Gateways owned. */
  owns: string[];
  /** Gateways reached as a linked (secondary) account of `parentOf`. */
  linkedTo?: { master: string; isSupport: boolean };
  /** A phone contact, for the OTP login (spec 1 §4.1). */
  phone?: string;
  /** false: has not accepted the privacy policy and terms (login answers 300). */
  accepted?: boolean;
}

export const DEMO_ONLINE_SERIAL = serialOf(1);
export const DEMO_OFFLINE_SERIAL = serialOf(2);
/** Gateways of other@homeport.test (a second home user, for ACL tests). */
export const OTHER_SERIALS = [serialOf(3), serialOf(4), serialOf(5)];
/** Serials the seed fixes by hand; the rest of the fleet is generated. */
export const NAMED_GATEWAY_COUNT = 5;

export const demoAccount: SeedAccount = {
  userId: userIdOf(1),
  username: 'demo@homeport.test',
  password: 'Demo-Pass-2026!',
  firstName: 'Dana',
  lastName: 'Demo',
  groups: ['users'],
  owns: [DEMO_ONLINE_SERIAL, DEMO_OFFLINE_SERIAL],
  phone: '+919876500001',
};

export const adminAccount: SeedAccount = {
  userId: userIdOf(2),
  username: 'admin@homeport.test',
  password: 'Admin-Pass-2026!',
  firstName: 'Arun',
  lastName: 'Admin',
  // spec 1 §6: groups[0] is the role, groups[1] the subrole with write access.
  groups: ['admin', 'admin-support'],
  owns: [],
};

export const otherAccount: SeedAccount = {
  userId: userIdOf(3),
  username: 'other@homeport.test',
  password: 'Other-Pass-2026!',
  firstName: 'Omar',
  lastName: 'Other',
  groups: ['users'],
  owns: OTHER_SERIALS,
  phone: '+919876500003',
};

/** A secondary account of the demo user: reaches the demo gateways without owning them. */
export const familyAccount: SeedAccount = {
  userId: userIdOf(4),
  username: 'family@homeport.test',
  password: 'Family-Pass-2026!',
  firstName: 'Farah',
  lastName: 'Family',
  groups: ['users'],
  owns: [],
  linkedTo: { master: demoAccount.userId, isSupport: false },
  phone: '+919876500004',
};

/** Has not accepted the privacy policy and terms: login answers 300 (spec 1 §4.1). */
export const termsAccount: SeedAccount = {
  userId: userIdOf(5),
  username: 'terms@homeport.test',
  password: 'Terms-Pass-2026!',
  firstName: 'Tara',
  lastName: 'Terms',
  groups: ['users'],
  owns: [],
  phone: '+919876500005',
  accepted: false,
};

/** An admin without the write subrole: sees any gateway, changes nothing (spec 1 §6). */
export const viewerAccount: SeedAccount = {
  userId: userIdOf(6),
  username: 'viewer@homeport.test',
  password: 'Viewer-Pass-2026!',
  firstName: 'Vera',
  lastName: 'Viewer',
  groups: ['admin'],
  owns: [],
};

export const seedAccounts: SeedAccount[] = [demoAccount, adminAccount, otherAccount, familyAccount, termsAccount, viewerAccount];

/** Fleet customers own the generated gateways; they have no password and cannot log in. */
export const FIRST_CUSTOMER_NUMBER = 100;
