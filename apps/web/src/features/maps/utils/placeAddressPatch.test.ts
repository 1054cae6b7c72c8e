import { PlaceSessionTokenSchema } from '@adatlas/domain/maps';
import { describe, expect, it } from 'vitest';
import { newPlacesSessionToken, placeAddressPatch } from './placeAddressPatch.ts';

describe('placeAddressPatch', () => {
  it('fills every part a street address knows', () => {
    const place = {
      addressLine1: 'Via Roma 1',
      city: 'Torino',
      state: 'Piemonte',
      postalCode: '10121',
      country: 'IT',
    };
    expect(placeAddressPatch(place, 'Via Ro')).toEqual(place);
  });

  it('keeps the street and postal code a city does not know, line 1 as it was before the search', () => {
    const city = { addressLine1: null, city: 'Torino', state: 'Piemonte', postalCode: null, country: 'IT' };
    expect(placeAddressPatch(city, 'Via Garibaldi 3')).toEqual({
      addressLine1: 'Via Garibaldi 3',
      city: 'Torino',
      state: 'Piemonte',
      country: 'IT',
    });
    const patch = placeAddressPatch(city, undefined);
    expect(patch.addressLine1).toBeUndefined();
    expect(Object.keys(patch)).not.toContain('postalCode');
  });

  it('leaves out empty parts instead of clearing the field', () => {
    const sparse = { addressLine1: 'Main Street', city: '', state: null, postalCode: null, country: null };
    expect(placeAddressPatch(sparse, 'Mai')).toEqual({ addressLine1: 'Main Street' });
  });
});

describe('newPlacesSessionToken', () => {
  it('makes a fresh token the API accepts on every call', () => {
    const tokens = new Set(Array.from({ length: 50 }, newPlacesSessionToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(PlaceSessionTokenSchema.safeParse(token).success, token).toBe(true);
  });
});
