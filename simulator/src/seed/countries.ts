import type { CountryRecord } from '../store/cloudState';

/** GET /crm/countries/list; India first, the build's default country (spec 1 §9). */
const COUNTRIES: Array<[name: string, alpha2Code: string, dialCode: string]> = [
  ['India', 'IN', '+91'],
  ['Australia', 'AU', '+61'],
  ['Bangladesh', 'BD', '+880'],
  ['Brazil', 'BR', '+55'],
  ['Canada', 'CA', '+1'],
  ['France', 'FR', '+33'],
  ['Germany', 'DE', '+49'],
  ['Indonesia', 'ID', '+62'],
  ['Italy', 'IT', '+39'],
  ['Japan', 'JP', '+81'],
  ['Kenya', 'KE', '+254'],
  ['Malaysia', 'MY', '+60'],
  ['Nepal', 'NP', '+977'],
  ['Netherlands', 'NL', '+31'],
  ['Poland', 'PL', '+48'],
  ['Portugal', 'PT', '+351'],
  ['Singapore', 'SG', '+65'],
  ['South Africa', 'ZA', '+27'],
  ['Spain', 'ES', '+34'],
  ['Sri Lanka', 'LK', '+94'],
  ['United Arab Emirates', 'AE', '+971'],
  ['United Kingdom', 'GB', '+44'],
  ['United States', 'US', '+1'],
];

export function seedCountries(): CountryRecord[] {
  return COUNTRIES.map(([name, alpha2Code, dialCode]) => ({ id: alpha2Code, name, alpha2Code, dialCode }));
}
