import { DEMO_ONLINE_SERIAL, adminAccount, demoAccount, familyAccount, otherAccount, viewerAccount, type SeedAccount } from '../../src/seed/accounts';

/**
 * The roles of the access matrix (DESIGN.md "Access control", spec 1 §6).
 * Every REST route and every MQTT topic family has one cell per role.
 */
export const ROLES = ['anon', 'owner', 'linked', 'stranger', 'viewer', 'support', 'supportConnected', 'qa', 'local'] as const;
export type Role = (typeof ROLES)[number];

/** The gateway every per-gateway cell targets: demo's, online (seed). */
export const TARGET_SERIAL = DEMO_ONLINE_SERIAL;
/** spec 1 §4.2: the privilege owner string of a portal that chose a gateway is "{userId}:{client}". */
export const PORTAL_CLIENT = 'portal';

export interface RoleFixture {
  role: Role;
  /** Who it is, as the docs' grid says it. */
  description: string;
  /** The seed account it signs in as (a cloud session of its own); null: no cloud session. */
  account: SeedAccount | null;
  /** Sends the control API's token (`Authorization: Bearer …`), and nothing else. */
  controlToken: boolean;
  /** Holds a local session of the target gateway's LAN interface (login with its local admin password), and nothing else. */
  localSession: boolean;
  /**
   * Holds privileged mode on this gateway while its cells run, the way
   * gateway selection connects an admin (spec 1 §4.3: POST
   * privilegeMode/activate with the portal's client name).
   */
  connectedTo: string | null;
}

const role = (r: Role, description: string, fields: Partial<Omit<RoleFixture, 'role' | 'description'>> = {}): RoleFixture => ({
  role: r,
  description,
  account: null,
  controlToken: false,
  localSession: false,
  connectedTo: null,
  ...fields,
});

export const ROLE_FIXTURES: Record<Role, RoleFixture> = {
  anon: role('anon', 'no sessionId header, no MQTT credentials'),
  owner: role('owner', `${demoAccount.username}: owns ${demoAccount.owns.join(' and ')}`, { account: demoAccount }),
  linked: role('linked', `${familyAccount.username}: secondary account linked to demo's gateways (its devices), owns nothing`, { account: familyAccount }),
  stranger: role('stranger', `${otherAccount.username}: another home user, owns ${otherAccount.owns.join(', ')}, nothing of demo's`, { account: otherAccount }),
  viewer: role('viewer', `${viewerAccount.username}: groups ["admin"], a read-only admin (no write subrole)`, { account: viewerAccount }),
  support: role('support', `${adminAccount.username}: groups ["admin", "admin-support"], not connected to any gateway`, { account: adminAccount }),
  supportConnected: role(
    'supportConnected',
    `${adminAccount.username} connected to ${TARGET_SERIAL} by gateway selection (holds its privileged mode as "{userId}:${PORTAL_CLIENT}")`,
    {
      account: adminAccount,
      connectedTo: TARGET_SERIAL,
    },
  ),
  qa: role('qa', 'the control API token holder (Authorization: Bearer), no session', { controlToken: true }),
  local: role('local', `a LAN session of ${TARGET_SERIAL}'s local interface (local admin password), no cloud session`, { localSession: true }),
};

/** Roles that sign in to the cloud (a REST session and MQTT credentials). */
export const SIGNED_IN: readonly Role[] = ROLES.filter((r) => ROLE_FIXTURES[r].account !== null);
export const isSignedIn = (r: Role): boolean => ROLE_FIXTURES[r].account !== null;
/** spec 1 §6: admin is groups[0]. */
export const isAdminRole = (r: Role): boolean => ROLE_FIXTURES[r].account?.groups[0] === 'admin';
