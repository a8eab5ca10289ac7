import * as v from 'valibot';
import { recordId, serialNumber, text } from './fields';

/** Bodies of the linked-services calls (spec 1 §2.4, docs/contracts.md "OAuth2"). */

/** DELETE /oauth2/token/deleteToken: one user's link to one client, for one gateway or all. */
export const DeleteGrantBody = v.object({ user: recordId(), clientId: text(64), serial_number: v.optional(serialNumber()) });
