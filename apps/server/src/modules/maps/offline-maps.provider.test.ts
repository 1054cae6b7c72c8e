import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { COUNTRY_PROFILES } from '../../seed/countries/index.ts';
import { CITY_CENTRES } from './city-centres.data.ts';
import { locatorFrame } from './locator-map.ts';
import type { AddressQuery } from './maps.provider.ts';
import { createOfflineMapsProvider, normaliseCityName } from './offline-maps.provider.ts';

const maps = createOfflineMapsProvider();
const SIZE = { width: 250, height: 250, zoom: 16 };

function at(city: string | null, country = 'it'): AddressQuery {
  return { address: 'Via Roma 1', postalCode: null, city, province: null, nation: null, country };
}

async function svgOf(lat: number, lng: number): Promise<string> {
  const image = await maps.staticMap({ lat, lng }, SIZE);
  expect(image?.contentType).toBe('image/svg+xml');
  return image?.body.toString('utf8') ?? '';
}

function pinOf(svg: string): [number, number] {
  const match = svg.match(/<g class="pin" transform="translate\(([\d.-]+) ([\d.-]+)\)">/);
  expect(match).not.toBeNull();
  return [Number(match?.[1]), Number(match?.[2])];
}

/** Even-odd test of a point against an SVG path made of M/L/Z commands (what d3's geoPath writes). */
function insidePath(d: string, [x, y]: [number, number]): boolean {
  let inside = false;
  for (const ring of d.split('M').filter(Boolean)) {
    const points = ring
      .replace(/Z/g, '')
      .split('L')
      .map((pair) => pair.split(',').map(Number) as [number, number]);
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
      const [xi, yi] = points[i] as [number, number];
      const [xj, yj] = points[j] as [number, number];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

function countryPath(svg: string): string {
  return svg.match(/<path class="country" d="([^"]+)"/)?.[1] ?? '';
}

describe('offline maps provider: gazetteer', () => {
  it('places every city of the demo data, and each capital', async () => {
    for (const profile of Object.values(COUNTRY_PROFILES)) {
      for (const city of profile.cities) {
        const position = await maps.geocode(at(city.name, 'xx'));
        expect(position, city.name).not.toBeNull();
        expect(Math.abs((position?.lat ?? 0) - city.lat), city.name).toBeLessThan(0.1);
        expect(Math.abs((position?.lng ?? 0) - city.lng), city.name).toBeLessThan(0.1);
      }
    }
    const capitals = ['Roma', 'Paris', 'Madrid', 'Ciudad de México', 'Berlin', 'Lisboa', 'London'];
    for (const capital of capitals) expect(await maps.geocode(at(capital)), capital).not.toBeNull();
    expect(new Set(CITY_CENTRES.map(([country]) => country))).toEqual(
      new Set(['it', 'fr', 'es', 'mx', 'de', 'pt', 'gb']),
    );
  });

  it('ignores accents, case, spacing and a province in brackets; knows common other names', async () => {
    const munich = { lat: 48.1351, lng: 11.582 };
    expect(await maps.geocode(at('MUNCHEN', 'de'))).toEqual(munich);
    expect(await maps.geocode(at('  münchen ', 'de'))).toEqual(munich);
    expect(await maps.geocode(at('Munich', 'de'))).toEqual(munich);
    expect(await maps.geocode(at('Queretaro', 'mx'))).toEqual({ lat: 20.5888, lng: -100.3899 });
    expect(await maps.geocode(at('Milano (MI)'))).toEqual({ lat: 45.4642, lng: 9.19 });
    expect(normaliseCityName('Neuilly-sur-Seine')).toBe('neuilly sur seine');
  });

  it('answers null for an unknown city or none', async () => {
    expect(await maps.geocode(at('Atlantis'))).toBeNull();
    expect(await maps.geocode(at(null))).toBeNull();
    expect(await maps.geocode(at(''))).toBeNull();
  });
});

describe('offline maps provider: places autocomplete', () => {
  const suggest = (input: string, country?: string, language: 'en' | 'it' | 'fr' | 'es' = 'en') =>
    maps.suggestPlaces({ input, country, language });

  it('suggests the cities whose name starts with what was typed, with region and country', async () => {
    expect(await suggest('Tori', 'IT')).toEqual([
      { id: 'city:it:Torino', label: 'Torino', secondary: 'Piemonte, Italy' },
    ]);
    expect(await suggest('tori', 'it', 'it')).toEqual([
      { id: 'city:it:Torino', label: 'Torino', secondary: 'Piemonte, Italia' },
    ]);
    // Without a country every country's cities match; with one, only that country's.
    expect((await suggest('Tor')).map((place) => place.id)).toEqual(['city:it:Torino', 'city:mx:Torreón']);
    expect((await suggest('Tor', 'MX')).map((place) => place.id)).toEqual(['city:mx:Torreón']);
    expect(await suggest('Tor', 'PT')).toEqual([]);
  });

  it('ignores accents and case, and matches other names, after the cities matched by their own name', async () => {
    expect((await suggest('MUNCH')).map((place) => place.label)).toEqual(['München']);
    expect((await suggest('koln', 'DE')).map((place) => place.label)).toEqual(['Köln']);
    // "Turin" and "Naples" are other names: the suggestion is the city's own name.
    expect((await suggest('Turi')).map((place) => place.label)).toEqual(['Torino']);
    expect((await suggest('naples')).map((place) => place.id)).toEqual(['city:it:Napoli']);
    // Köln comes before Coimbra in the gazetteer, but only by its other name "Cologne".
    expect((await suggest('Co')).map((place) => place.label)).toEqual(['Coimbra', 'Köln']);
  });

  it('answers at most five, in the order of the gazetteer', async () => {
    expect((await suggest('m')).map((place) => place.label)).toEqual([
      'Milano',
      'Monza',
      'Modena',
      'Marseille',
      'Montpellier',
    ]);
    expect((await suggest('m', 'DE')).map((place) => place.label)).toEqual([
      'München',
      'Mannheim',
      'Münster',
    ]);
  });

  it('answers nothing for a place it does not know or for punctuation alone', async () => {
    expect(await suggest('Atlantis')).toEqual([]);
    expect(await suggest('...')).toEqual([]);
    expect(await suggest('Via Roma 1', 'IT')).toEqual([]);
  });

  it("fills city, region and upper-case country from a suggestion's id, never a street or postal code", async () => {
    expect(await maps.placeAddress('city:it:Torino', { language: 'en' })).toEqual({
      addressLine1: null,
      city: 'Torino',
      state: 'Piemonte',
      postalCode: null,
      country: 'IT',
    });
    expect(await maps.placeAddress('city:mx:Ciudad de México', { language: 'es' })).toMatchObject({
      city: 'Ciudad de México',
      state: 'Ciudad de México',
      country: 'MX',
    });
    expect(await maps.placeAddress('city:gb:Glasgow', { language: 'en' })).toMatchObject({
      state: 'Scotland',
    });
  });

  it('answers null for an unknown id, a wrong country or a case-changed name', async () => {
    for (const id of ['city:it:Atlantis', 'city:fr:Torino', 'city:it:torino', 'Torino', 'ChIJ123', '']) {
      expect(await maps.placeAddress(id, { language: 'en' }), id).toBeNull();
    }
  });

  it('knows the region of every city, as the demo data names it where that is the first-level division', () => {
    for (const [country, name, region] of CITY_CENTRES) {
      expect(region.trim(), `${country} ${name}`).not.toBe('');
    }
    // Mexico's and Portugal's demo regions are business areas (Bajío, Norte), not states or districts;
    // Spain's spell two communities in full (Principado de Asturias) where addresses use the short name.
    const { italy, france, germany, uk } = COUNTRY_PROFILES;
    for (const profile of [italy, france, germany, uk]) {
      for (const city of profile.cities) {
        const entry = CITY_CENTRES.find(([, name]) => name === city.name);
        expect(entry?.[2], city.name).toBe(city.region);
      }
    }
  });
});

describe('offline maps provider: locator map', () => {
  it('is a well-formed 250×250 SVG with no script, link or remote reference', async () => {
    const svg = await svgOf(45.4642, 9.19);
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="250" height="250" viewBox="0 0 250 250">/,
    );
    expect(svg).not.toMatch(/<script|href|url\(|<foreignObject|on\w+=/i);
  });

  it('puts the pin where the projection puts the city, inside the drawn country', async () => {
    const milan = await svgOf(45.4642, 9.19);
    const [x, y] = pinOf(milan);
    expect(x).toBeGreaterThan(0);
    expect(x).toBeLessThan(250);
    expect(y).toBeGreaterThan(24);
    expect(y).toBeLessThan(250);
    const [lng, lat] = locatorFrame({ lat: 45.4642, lng: 9.19 }, SIZE).projection.invert?.([x, y]) ?? [];
    expect(lng).toBeCloseTo(9.19, 1);
    expect(lat).toBeCloseTo(45.4642, 1);
    expect(insidePath(countryPath(milan), [x, y])).toBe(true);
    // Turin lies west of Milan, Naples south-east, both in the same picture of Italy.
    const [turinX] = pinOf(await svgOf(45.0703, 7.6869));
    const [naplesX, naplesY] = pinOf(await svgOf(40.8518, 14.2681));
    expect(turinX).toBeLessThan(x);
    expect(naplesX).toBeGreaterThan(x);
    expect(naplesY).toBeGreaterThan(y + 50);
  });

  it('draws the country once and reuses it: two Italian cities share everything but the pin', async () => {
    const base = (svg: string) => svg.slice(0, svg.indexOf('<g class="pin"'));
    const rome = await svgOf(41.9028, 12.4964);
    const bari = await svgOf(41.1171, 16.8719);
    expect(base(rome)).toBe(base(bari));
    expect(pinOf(rome)).not.toEqual(pinOf(bari));
    expect(locatorFrame({ lat: 41.9, lng: 12.5 }, SIZE)).toBe(locatorFrame({ lat: 41.1, lng: 16.9 }, SIZE));
    // Paris is drawn in France's own frame, where Marseille sits further south.
    const paris = await svgOf(48.8566, 2.3522);
    expect(base(paris)).not.toBe(base(rome));
    expect(insidePath(countryPath(paris), pinOf(paris))).toBe(true);
    expect(pinOf(await svgOf(43.2965, 5.3698))[1]).toBeGreaterThan(pinOf(paris)[1]);
  });

  it('frames a far island on its own (Funchal) and a coastal city in its country (Cascais)', async () => {
    const funchal = await svgOf(32.6669, -16.9241);
    const [x, y] = pinOf(funchal);
    expect(countryPath(funchal)).not.toBe('');
    expect(x).toBeGreaterThan(100);
    expect(x).toBeLessThan(150);
    expect(y).toBeGreaterThan(100);
    expect(y).toBeLessThan(170);
    const cascais = await svgOf(38.6979, -9.4215);
    expect(locatorFrame({ lat: 38.6979, lng: -9.4215 }, SIZE).key).toBe(
      locatorFrame({ lat: 41.1579, lng: -8.6291 }, SIZE).key,
    );
    const [cx, cy] = pinOf(cascais);
    expect(cx).toBeGreaterThan(0);
    expect(cy).toBeLessThan(250);
  });
});
