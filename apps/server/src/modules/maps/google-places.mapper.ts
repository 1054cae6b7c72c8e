import type { PlaceAddress, PlaceSuggestion } from '@adatlas/domain/maps';

/** The parts of the Places API answers (legacy JSON endpoints) the provider reads; anything may be missing. */
export interface AutocompleteAnswer {
  status?: unknown;
  predictions?: {
    place_id?: unknown;
    description?: unknown;
    structured_formatting?: { main_text?: unknown; secondary_text?: unknown };
  }[];
}

export interface AddressComponent {
  long_name?: unknown;
  short_name?: unknown;
  types?: unknown;
}

export interface DetailsAnswer {
  status?: unknown;
  result?: { address_components?: AddressComponent[] };
}

/** Where the house number goes before the street ("10 Downing Street"); elsewhere after it. */
const NUMBER_FIRST_COUNTRIES = new Set(['AU', 'CA', 'FR', 'GB', 'IE', 'NZ', 'US']);

/**
 * A Places details answer's `address_components` in the billing address's terms: route and street
 * number make line 1, locality (or postal town) the city, the first administrative level (or the
 * second) the state.
 */
export function placeAddressOf(components: readonly AddressComponent[]): PlaceAddress {
  const part = (type: string, name: 'long_name' | 'short_name' = 'long_name'): string | null => {
    const component = components.find(
      (candidate) => Array.isArray(candidate.types) && candidate.types.includes(type),
    );
    const value = component?.[name];
    return typeof value === 'string' && value.trim() ? value.trim() : null;
  };
  const country = part('country', 'short_name')?.toUpperCase() ?? null;
  const route = part('route');
  const number = part('street_number');
  let addressLine1 = route;
  if (route && number) {
    addressLine1 = NUMBER_FIRST_COUNTRIES.has(country ?? '') ? `${number} ${route}` : `${route} ${number}`;
  }
  return {
    addressLine1,
    city: part('locality') ?? part('postal_town'),
    state: part('administrative_area_level_1') ?? part('administrative_area_level_2'),
    postalCode: part('postal_code'),
    country,
  };
}

/** One autocomplete prediction as a suggestion; null when it names no place id or text. */
export function suggestionOf(
  prediction: NonNullable<AutocompleteAnswer['predictions']>[number],
): PlaceSuggestion | null {
  const id = prediction.place_id;
  const main = prediction.structured_formatting?.main_text ?? prediction.description;
  if (typeof id !== 'string' || !id || typeof main !== 'string') return null;
  const secondary = prediction.structured_formatting?.secondary_text;
  return { id, label: main, secondary: typeof secondary === 'string' ? secondary : '' };
}
