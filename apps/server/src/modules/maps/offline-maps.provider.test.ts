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
