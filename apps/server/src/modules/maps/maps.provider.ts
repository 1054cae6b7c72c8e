import type { Language } from '@adatlas/domain/languages';
import type { GeoPosition, PlaceAddress, PlaceSuggestion, PlacesAttribution } from '@adatlas/domain/maps';

/** The parts of a postal address a maps service geocodes; `country` is ISO 3166-1 alpha-2. */
export interface AddressQuery {
  address: string | null;
  postalCode: string | null;
  city: string | null;
  province: string | null;
  nation: string | null;
  country: string;
}

export interface StaticMapOptions {
  width: number;
  height: number;
  zoom: number;
}

export interface StaticMapImage {
  contentType: string;
  body: Buffer;
}

/** What was typed in an address field; `country` (ISO 3166-1 alpha-2) narrows the suggestions. */
export interface PlaceSuggestionQuery {
  input: string;
  country?: string;
  language: Language;
  /** Groups the calls of one typing session with the details call that ends it. */
  sessionToken?: string;
}

export interface PlaceAddressOptions {
  language: Language;
  sessionToken?: string;
}

/**
 * Geocoding, static map pictures and the places autocomplete (spec data §7). Each answers null
 * (or no suggestions) when the service does not know the place or fails: errors are logged, never
 * shown to the user (spec data §8).
 */
export interface MapsProvider {
  /** Whose suggestions `suggestPlaces` answers, where its terms ask the list to credit it. */
  readonly placesAttribution: PlacesAttribution;
  geocode(address: AddressQuery): Promise<GeoPosition | null>;
  staticMap(position: GeoPosition, options: StaticMapOptions): Promise<StaticMapImage | null>;
  /** At most `PLACE_SUGGESTIONS_MAX` places for what was typed. */
  suggestPlaces(query: PlaceSuggestionQuery): Promise<PlaceSuggestion[]>;
  /** The address parts of a suggestion's id; null for an unknown id. */
  placeAddress(id: string, options: PlaceAddressOptions): Promise<PlaceAddress | null>;
  /** Loads what the first answer would otherwise wait for; called once the server listens. */
  warm?(): void;
}

/** What the providers log through; Fastify's logger fits. */
export interface MapsLogger {
  warn(details: object, message: string): void;
}

/** "Via Roma 1, 20121 Milano MI, Italia": the one-line form geocoders read. */
export function formatAddressLine(query: AddressQuery): string {
  const locality = [query.postalCode, query.city, query.province].filter(Boolean).join(' ');
  return [query.address, locality, query.nation].filter(Boolean).join(', ');
}
