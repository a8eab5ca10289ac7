/** spec 2 §7 get-available-timezones: the IANA zones the emulated gateways offer (a fixed list, the same on every Node). */
export const TIMEZONES = [
  'Africa/Nairobi',
  'America/New_York',
  'America/Sao_Paulo',
  'America/Toronto',
  'Asia/Dhaka',
  'Asia/Dubai',
  'Asia/Jakarta',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Europe/Berlin',
  'Europe/London',
  'Europe/Paris',
  'Europe/Rome',
  'UTC',
] as const;

/** spec 1 §9: default country India. */
export const DEFAULT_TIMEZONE = 'Asia/Kolkata';
