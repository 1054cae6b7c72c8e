import type { GeoPosition } from '@adatlas/domain/maps';
import { CITY_CENTRES } from './city-centres.data.ts';
import { renderLocatorMap } from './locator-map.ts';
import type { AddressQuery, MapsProvider } from './maps.provider.ts';

/** "  São Paulo (SP) " → "sao paulo": accents, case, parentheses and punctuation do not count. */
export function normaliseCityName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\([^)]*\)/g, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const byName = new Map<string, { country: string; position: GeoPosition }[]>();
for (const [country, name, lat, lng, aliases = []] of CITY_CENTRES) {
  for (const key of [name, ...aliases].map(normaliseCityName)) {
    byName.set(key, [...(byName.get(key) ?? []), { country, position: { lat, lng } }]);
  }
}

/**
 * The default without a maps service (no key, no network): addresses geocode to the centre of
 * their city from a built-in gazetteer, and the picture is an SVG locator map drawn on the server.
 * The zoom is ignored: a country-level locator tells more than a street plan centred on a city centre.
 */
export function createOfflineMapsProvider(): MapsProvider {
  return {
    async geocode(query: AddressQuery) {
      if (!query.city) return null;
      const matches = byName.get(normaliseCityName(query.city)) ?? [];
      const match = matches.find((entry) => entry.country === query.country) ?? matches[0];
      return match ? { ...match.position } : null;
    },
    async staticMap(position, { width, height }) {
      return {
        contentType: 'image/svg+xml',
        body: Buffer.from(renderLocatorMap(position, { width, height }), 'utf8'),
      };
    },
  };
}
