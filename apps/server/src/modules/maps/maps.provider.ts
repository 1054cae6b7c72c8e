import type { GeoPosition } from '@adatlas/domain/maps';

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

/**
 * Geocoding and static map pictures (spec data §7). Both answer null when the service does not
 * know the address or fails: errors are logged, never shown to the user (spec data §8).
 */
export interface MapsProvider {
  geocode(address: AddressQuery): Promise<GeoPosition | null>;
  staticMap(position: GeoPosition, options: StaticMapOptions): Promise<StaticMapImage | null>;
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
