import type { PlaceAddress } from '@adatlas/domain/maps';

/** The address group of a form, in the billing address's terms. */
export interface AddressFormValues {
  addressLine1?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  country?: string;
}

const FILLED_WHEN_KNOWN = ['city', 'state', 'postalCode', 'country'] as const;

/**
 * What a chosen place changes in the address group: each part the place knows, and nothing it does
 * not (a city has no street or postal code: those keep their value). Line 1 held the search text:
 * without a street it goes back to what it held before the search began.
 */
export function placeAddressPatch(
  place: PlaceAddress,
  lineBeforeSearch: string | undefined,
): AddressFormValues {
  const patch: AddressFormValues = { addressLine1: place.addressLine1 ?? lineBeforeSearch };
  for (const key of FILLED_WHEN_KNOWN) {
    const value = place[key];
    if (value) patch[key] = value;
  }
  return patch;
}

/** 128 random bits in hex: `crypto.randomUUID` needs a secure context, `getRandomValues` does not. */
export function newPlacesSessionToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
