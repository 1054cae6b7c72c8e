import type { Language } from '@adatlas/domain/languages';
import { type GeoPosition, PLACE_SUGGESTIONS_MAX, type PlaceSuggestion } from '@adatlas/domain/maps';
import { foldAccents } from '@adatlas/domain/search';
import { CITY_CENTRES, type CityCentre } from './city-centres.data.ts';
import { loadCountries, renderLocatorMap } from './locator-map.ts';
import type { AddressQuery, MapsProvider } from './maps.provider.ts';

/** "  São Paulo (SP) " → "sao paulo": accents, case, parentheses and punctuation do not count. */
export function normaliseCityName(name: string): string {
  return foldAccents(name.replace(/\([^)]*\)/g, ' '))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

interface City {
  country: string;
  name: string;
  region: string;
  position: GeoPosition;
  /** The normalised name first, then the normalised other names. */
  keys: string[];
}

const CITIES: City[] = CITY_CENTRES.map(([country, name, region, lat, lng, aliases = []]: CityCentre) => ({
  country,
  name,
  region,
  position: { lat, lng },
  keys: [name, ...aliases].map(normaliseCityName),
}));

const byName = new Map<string, City[]>();
for (const city of CITIES) {
  for (const key of city.keys) byName.set(key, [...(byName.get(key) ?? []), city]);
}

const CITY_ID_PREFIX = 'city:';

/** `city:it:Milano`: stable across releases, readable in a log. */
function cityId(city: City): string {
  return `${CITY_ID_PREFIX}${city.country}:${city.name}`;
}

const byId = new Map(CITIES.map((city) => [cityId(city), city]));

const regionNames = new Map<Language, Intl.DisplayNames>();
function countryName(country: string, language: Language): string {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    regionNames.set(language, names);
  }
  return names.of(country.toUpperCase()) ?? country.toUpperCase();
}

/**
 * The gazetteer's cities whose name or other name starts with `input` (accents and case aside),
 * in the country when one is given: the cities matched by their own name first, each group in the
 * gazetteer's order (countries as listed, the larger cities of each first).
 */
function matchCities(input: string, country: string | undefined): City[] {
  const typed = normaliseCityName(input);
  if (!typed) return [];
  const rank = (city: City): number => {
    if (city.keys[0]?.startsWith(typed)) return 0;
    return city.keys.some((key) => key.startsWith(typed)) ? 1 : 2;
  };
  return CITIES.filter((city) => !country || city.country === country)
    .map((city, order) => ({ city, order, rank: rank(city) }))
    .filter((match) => match.rank < 2)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, PLACE_SUGGESTIONS_MAX)
    .map((match) => match.city);
}

/**
 * The default without a maps service (no key, no network): addresses geocode to the centre of
 * their city from a built-in gazetteer, and the picture is an SVG locator map drawn on the server.
 * The zoom is ignored: a country-level locator tells more than a street plan centred on a city centre.
 * The places autocomplete suggests the gazetteer's cities: a choice fills city, region and country,
 * never a street or a postal code.
 */
export function createOfflineMapsProvider(): MapsProvider {
  return {
    placesAttribution: null,
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
    warm() {
      loadCountries();
    },
    async suggestPlaces({ input, country, language }): Promise<PlaceSuggestion[]> {
      return matchCities(input, country?.toLowerCase()).map((city) => ({
        id: cityId(city),
        label: city.name,
        secondary: `${city.region}, ${countryName(city.country, language)}`,
      }));
    },
    async placeAddress(id) {
      const city = byId.get(id);
      if (!city) return null;
      return {
        addressLine1: null,
        city: city.name,
        state: city.region,
        postalCode: null,
        country: city.country.toUpperCase(),
      };
    },
  };
}
