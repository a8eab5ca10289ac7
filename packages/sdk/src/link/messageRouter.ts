import { parseEvent, parseResponse, type GatewayEvent, type GatewayResponse } from '../model/messages';
import { parseGatewayTopic } from '../model/topics';

export interface MessageHandlers {
  response(serial: string, response: GatewayResponse): void;
  event(serial: string, event: GatewayEvent): void;
}

/**
 * The one 'message' handler of a link: topic → kind, payload → parsed
 * message, then the matching handler. A payload that does not parse is
 * dropped with a warning, never thrown (DESIGN.md: malformed payloads never
 * crash a client).
 */
export function createMessageRouter(handlers: MessageHandlers): (topic: string, payload: Uint8Array) => void {
  return (topic, payload) => {
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
