import { parseEvent, parseResponse, type GatewayEvent, type GatewayResponse } from '../model/messages';
import { parseAccountTopic, parseGatewayTopic } from '../model/topics';

export interface MessageHandlers {
  response(serial: string, response: GatewayResponse): void;
  event(serial: string, event: GatewayEvent): void;
  /** An event on `{product}/{userId}/usr/{userId}/evt` (session and account events). */
  userEvent?(userId: string, event: GatewayEvent): void;
  /** An event on `{product}/admin/evt` (fleet events for admins). */
  adminEvent?(event: GatewayEvent): void;
}

/**
 * The one 'message' handler of a link: topic → kind, payload → parsed
 * message, then the matching handler. A payload that does not parse is
 * dropped with a warning, never thrown (DESIGN.md: malformed payloads never
 * crash a client).
 */
export function createMessageRouter(handlers: MessageHandlers): (topic: string, payload: Uint8Array) => void {
  return (topic, payload) => {
    const account = parseAccountTopic(topic);
    if (account) {
      const event = parseEvent(payload);
      if (!event) console.warn(`[homeport/sdk] dropped a malformed event on ${topic}`);
      else if (account.kind === 'user') handlers.userEvent?.(account.userId, event);
      else handlers.adminEvent?.(event);
      return;
    }
    const parsed = parseGatewayTopic(topic);
    if (!parsed || parsed.kind === 'req') return;
    if (parsed.kind === 'res') {
      const response = parseResponse(payload);
      if (response) handlers.response(parsed.serial, response);
      else console.warn(`[homeport/sdk] dropped a malformed response on ${topic}`);
      return;
    }
    const event = parseEvent(payload);
    if (event) handlers.event(parsed.serial, event);
    else console.warn(`[homeport/sdk] dropped a malformed event on ${topic}`);
  };
}
