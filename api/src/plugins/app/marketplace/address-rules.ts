// The billing address rule: what a member's address must look like before it is stored
// (trimmed, codes upper-cased; US states and ZIP codes checked). Pure; tested alone.
import { HttpError } from '../../../lib/errors.ts';
import type { BillingAddressInput } from '../../../schemas/billing.ts';

/** A billing address as stored. */
export interface CleanAddress {
  name: string;
  street: string;
  street2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phone: string | null;
}

const invalid = (message: string) => new HttpError(400, 'VALIDATION_ERROR', message);

/** Trims and checks an address; the message names the first field that is wrong. */
export function cleanAddress(input: BillingAddressInput): CleanAddress {
  const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  const address: CleanAddress = {
    name: text(input.name),
    street: text(input.street),
    street2: text(input.street2),
    city: text(input.city),
    state: text(input.state),
    postalCode: text(input.postalCode).toUpperCase(),
    country: (text(input.country) || 'US').toUpperCase(),
    phone: text(input.phone) || null,
  };
  for (const field of ['name', 'street', 'city', 'state', 'postalCode'] as const) {
    if (address[field] === '') throw invalid(`body/${field} is required`);
  }
  if (!/^[A-Z]{2}$/.test(address.country)) {
    throw invalid('body/country must be a two-letter country code such as US');
  }
  if (address.country === 'US') {
    address.state = address.state.toUpperCase();
    if (!/^[A-Z]{2}$/.test(address.state)) {
      throw invalid('body/state must be a two-letter state code such as KS');
    }
    if (!/^\d{5}(-\d{4})?$/.test(address.postalCode)) {
      throw invalid('body/postalCode must be a ZIP code such as 66044');
    }
  } else if (!/^[A-Z0-9][A-Z0-9 -]{1,11}$/.test(address.postalCode)) {
    throw invalid('body/postalCode must be a postal code');
  }
  if (address.phone !== null && !/^[+(]?[0-9][0-9 ().-]{5,24}$/.test(address.phone)) {
    throw invalid('body/phone must be a phone number such as (785) 555-0100');
  }
  return address;
}
