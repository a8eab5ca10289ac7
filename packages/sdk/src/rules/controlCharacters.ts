/** Unicode's control characters (Cc): C0 (NUL to US, with tab and line breaks), DEL and C1. */
const CONTROL = /\p{Cc}/u;

/** Whether `text` holds a control character: none has a place in a name (gateway, floor, room, device, rule). */
export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}
