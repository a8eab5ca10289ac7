import { isValidAddress } from './validation';

/**
 * The gateway's address (spec 2 §3 "Address"; spec 1 §5, spec 2 §5:
 * letters, digits and whitespace only, required when ADDRESS_REQUIRED).
 * Letters are any script's (an address in Hindi is an address). Shared by
 * the portal form and the simulator's geolocation routes.
 */
export interface AddressFields {
  line1: string;
  line2: string;
  city: string;
  zip: string;
  /** The country's alpha-2 code (GET /crm/countries/list). */
  alpha2Code: string;
}

export type AddressField = keyof AddressFields;
export type AddressProblem = 'required' | 'characters' | 'tooLong';

/** Longest value of each text field (ours; a postal line is rarely longer). */
export const ADDRESS_MAX = { line1: 100, line2: 100, city: 64, zip: 12 } as const;

/**
 * What is wrong with each field, in form order; empty when the address may
 * be sent. With `required`, line 1, city, zip and country must be given;
 * line 2 is always optional. Values are judged trimmed.
 */
export function addressProblems(address: AddressFields, options: { required: boolean }): Partial<Record<AddressField, AddressProblem>> {
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  for (const field of ['line1', 'line2', 'city', 'zip'] as const) {
    const value = address[field].trim();
    if (value === '') {
      if (options.required && field !== 'line2') problems[field] = 'required';
    } else if (!isValidAddress(value)) problems[field] = 'characters';
    else if ([...value].length > ADDRESS_MAX[field]) problems[field] = 'tooLong';
  }
  const country = address.alpha2Code.trim();
  if (country === '' ? options.required : !/^[A-Z]{2}$/.test(country)) problems.alpha2Code = country === '' ? 'required' : 'characters';
  return problems;
}

/** The address as it is sent: every field trimmed, inner runs of whitespace made one space. */
export function normaliseAddress(address: AddressFields): AddressFields {
  const tidy = (value: string) => value.trim().replace(/\s+/g, ' ');
  return { line1: tidy(address.line1), line2: tidy(address.line2), city: tidy(address.city), zip: tidy(address.zip), alpha2Code: address.alpha2Code.trim().toUpperCase() };
}
