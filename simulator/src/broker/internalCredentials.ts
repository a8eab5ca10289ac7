import { randomBytes } from 'node:crypto';

/**
 * The credentials of the simulator's own MQTT clients (the fleet and the
 * cloud's event publisher), made fresh at every start and never written
 * anywhere. They are the only identity allowed to publish on res and evt
 * topics (docs/contracts.md "MQTT"). The username cannot collide with a user
 * id (those are 24 hex characters).
 */
export interface InternalCredentials {
  username: string;
  password: string;
}

export function createInternalCredentials(): InternalCredentials {
  return { username: '__homeport_internal__', password: randomBytes(32).toString('base64url') };
}
