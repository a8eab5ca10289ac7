import { sha256Hex } from '../auth/digest';
import type { ClientRecord } from '../store/cloudState';

/** A seeded OAuth2 client with its secret in clear (docs/contracts.md "OAuth2 provider"). */
export interface SeedClient {
  clientId: string;
  secret: string | null;
  brand: string;
  icon: string;
  environment: ClientRecord['environment'];
  redirectUris: string[];
  scopes: string[];
}

/** The portal's own brand: the default of spec 1 §3, every login option on, not an OAuth2 client. */
export const PORTAL_CLIENT_ID = 'homeport-portal';

export const seedClients: SeedClient[] = [
  { clientId: PORTAL_CLIENT_ID, secret: null, brand: 'Homeport', icon: 'homeport', environment: null, redirectUris: [], scopes: [] },
  {
    clientId: 'google-home',
    secret: 'google-home-secret',
    brand: 'Google',
    icon: 'google',
    environment: 'Google',
    redirectUris: ['https://oauth-redirect.googleusercontent.com/r/homeport-sim'],
    scopes: ['devices', 'scenes'],
  },
  {
    clientId: 'alexa-skill',
    secret: 'alexa-skill-secret',
    brand: 'Alexa',
    icon: 'alexa',
    environment: 'Alexa',
    redirectUris: ['https://pitangui.amazon.com/api/skill/link/M2HOMEPORTSIM', 'https://layla.amazon.com/api/skill/link/M2HOMEPORTSIM'],
    scopes: ['devices', 'scenes'],
  },
  {
    clientId: 'qa-partner',
    secret: 'qa-partner-secret',
    brand: 'QA Partner',
    icon: 'qa',
    environment: 'Google',
    // Any port: e2e and QA run a callback page on a free port.
    redirectUris: ['http://localhost:*/oauth-callback', 'http://127.0.0.1:*/oauth-callback'],
    scopes: ['devices', 'scenes', 'gateway'],
  },
];

export function clientRecords(): ClientRecord[] {
  return seedClients.map((c) => ({
    id: c.clientId,
    brand: c.brand,
    icon: c.icon,
    isActive: true,
    // spec 1 §3: the default brand offers OTP, e-mail, forgot password and create account.
    isHaveOtpEnabled: c.environment === null,
    isEmailEnabled: true,
    isForgotPasswordEnabled: true,
    isCreateAccountEnabled: c.environment === null,
    environment: c.environment,
    secretHash: c.secret === null ? null : sha256Hex(c.secret),
    redirectUris: c.redirectUris,
    scopes: c.scopes,
  }));
}
