import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { GeoPosition } from '@adatlas/domain/maps';
import {
  type GeoPermissibleObjects,
  type GeoProjection,
  geoBounds,
  geoContains,
  geoMercator,
  geoPath,
} from 'd3-geo';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** [[west, south], [east, north]] in degrees. */
type Box = [[number, number], [number, number]];

interface Region {
  polygons: Position[][][];
  box: Box;
}

export interface Country {
  index: number;
  name: string;
  shape: Feature<Polygon | MultiPolygon>;
  box: Box;
  /** Worked out on first use: only the countries actually drawn need them. */
  regions?: Region[];
}

/** One rendered frame: its projection and the SVG up to where the pin goes. */
export interface LocatorFrame {
  key: string;
  projection: GeoProjection;
  base: string;
}

export interface LocatorMapSize {
  width: number;
  height: number;
}

const COLOURS = {
  sea: '#d6e8f5',
  land: '#ecebe6',
  landStroke: '#c3c0b6',
  country: '#ffffff',
  countryStroke: '#6b7b8c',
  pin: '#e5483d',
  pinStroke: '#a8261d',
};
/** Islands closer than this to the rest of their country are drawn with it (Sicily, Corsica, Shetland). */
const REGION_JOIN_DEGREES = 1.5;
/** Sea shown around a region, and the smallest span a frame may have (a small island is not blown up). */
const FRAME_MARGIN_DEGREES = 0.5;
const FRAME_MIN_SPAN_DEGREES = 4;
/** A point off the coast within this distance still belongs to the nearest country. */
const COAST_TOLERANCE_DEGREES = 0.5;
/** Frames of a point far from any land: a 1° cell and this much around it. */
const OPEN_SEA_RADIUS_DEGREES = 2;
const MAX_CACHED_FRAMES = 256;
/** Room for the pin: it stands 24 px tall above its tip. */
const PADDING = { top: 28, side: 10, bottom: 10 };

let countries: Country[] | undefined;

/** Whether the world's outlines are parsed already (for tests of when that happens). */
export function countriesLoaded(): boolean {
  return countries !== undefined;
}

/**
 * Parses the world's outlines (740 KB of TopoJSON; 0.3–0.5 s of one core) unless done already:
 * the offline provider calls it once the server listens, so the first map asked for does not wait.
 */
export function loadCountries(): Country[] {
  if (countries) return countries;
  const file = createRequire(import.meta.url).resolve('world-atlas/countries-50m.json');
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const collection = feature(topology, topology.objects.countries);
  countries = collection.features
    .filter((shape): shape is Feature<Polygon | MultiPolygon, { name: string }> => shape.geometry !== null)
    .map((shape, index) => ({
      index,
      name: shape.properties.name,
      shape,
      box: boxOf(shape),
    }));
  return countries;
}

/** The bounding box; a shape across the antimeridian (Russia, Fiji) counts as spanning every longitude. */
function boxOf(object: GeoPermissibleObjects): Box {
  const [[west, south], [east, north]] = geoBounds(object);
  return west > east
    ? [
        [-180, south],
        [180, north],
      ]
    : [
        [west, south],
        [east, north],
      ];
}

function grow(box: Box, degrees: number): Box {
  return [
    [box[0][0] - degrees, box[0][1] - degrees],
    [box[1][0] + degrees, box[1][1] + degrees],
  ];
}

function overlaps(a: Box, b: Box): boolean {
  return a[0][0] <= b[1][0] && b[0][0] <= a[1][0] && a[0][1] <= b[1][1] && b[0][1] <= a[1][1];
}

function holds(box: Box, { lat, lng }: GeoPosition): boolean {
  return lng >= box[0][0] && lng <= box[1][0] && lat >= box[0][1] && lat <= box[1][1];
}

function union(a: Box, b: Box): Box {
  return [
    [Math.min(a[0][0], b[0][0]), Math.min(a[0][1], b[0][1])],
    [Math.max(a[1][0], b[1][0]), Math.max(a[1][1], b[1][1])],
  ];
}

/** Groups a country's polygons into the parts drawn together: mainland with near islands, far territories apart. */
function regionsOf(country: Country): Region[] {
  if (country.regions) return country.regions;
  const { geometry } = country.shape;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let regions: Region[] = polygons.map((polygon) => ({
    polygons: [polygon],
    box: boxOf({ type: 'Polygon', coordinates: polygon }),
  }));
  let merged = true;
  while (merged) {
    merged = false;
    const next: Region[] = [];
    for (const region of regions) {
      const near = next.find((other) => overlaps(grow(other.box, REGION_JOIN_DEGREES), region.box));
      if (near) {
        near.polygons.push(...region.polygons);
        near.box = union(near.box, region.box);
        merged = true;
      } else next.push({ polygons: [...region.polygons], box: region.box });
    }
    regions = next;
  }
  country.regions = regions;
  return regions;
}

/** Squared distance in degrees, longitude shrunk by the latitude so it compares with latitude. */
function distanceToRing(ring: Position[], { lat, lng }: GeoPosition): number {
  const shrink = Math.cos((lat * Math.PI) / 180);
  let best = Number.POSITIVE_INFINITY;
  for (const [x = 0, y = 0] of ring) {
    const dx = (x - lng) * shrink;
    const dy = y - lat;
    best = Math.min(best, dx * dx + dy * dy);
  }
  return best;
}

/** The country holding the point, or the nearest one when the point lies just off its coast. */
function countryAt(position: GeoPosition): Country | null {
  const point: [number, number] = [position.lng, position.lat];
  const near = loadCountries().filter((country) =>
    holds(grow(country.box, COAST_TOLERANCE_DEGREES), position),
  );
  const inside = near.find((country) => holds(country.box, position) && geoContains(country.shape, point));
  if (inside) return inside;
  let best: { country: Country; distance: number } | null = null;
  for (const country of near) {
    for (const region of regionsOf(country)) {
      for (const polygon of region.polygons) {
        const distance = distanceToRing(polygon[0] ?? [], position);
        if (!best || distance < best.distance) best = { country, distance };
      }
    }
  }
  return best && best.distance <= COAST_TOLERANCE_DEGREES ** 2 ? best.country : null;
}

function frameBox(box: Box): Box {
  const padded = grow(box, FRAME_MARGIN_DEGREES);
  const [[west, south], [east, north]] = padded;
  const widen = Math.max(0, FRAME_MIN_SPAN_DEGREES - (east - west)) / 2;
  const heighten = Math.max(0, FRAME_MIN_SPAN_DEGREES - (north - south)) / 2;
  return [
    [west - widen, Math.max(-85, south - heighten)],
    [east + widen, Math.min(85, north + heighten)],
  ];
}

function frameFor(position: GeoPosition): { key: string; box: Box; country: Country | null } {
  const country = countryAt(position);
  if (country) {
    const regions = regionsOf(country);
    const regionIndex = regions.findIndex((region) => holds(frameBox(region.box), position));
    const region = regions[regionIndex];
    if (region) return { key: `${country.index}:${regionIndex}`, box: frameBox(region.box), country };
  }
  const lat = Math.floor(position.lat);
  const lng = Math.floor(position.lng);
  const cell: Box = [
    [lng, lat],
    [lng + 1, lat + 1],
  ];
  return { key: `sea:${lat},${lng}`, box: grow(cell, OPEN_SEA_RADIUS_DEGREES), country: null };
}

function renderFrame(
  key: string,
  box: Box,
  country: Country | null,
  { width, height }: LocatorMapSize,
): LocatorFrame {
  const [[west, south], [east, north]] = box;
  const corners: GeoPermissibleObjects = {
    type: 'MultiPoint',
    coordinates: [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
    ],
  };
  const projection = geoMercator()
    .fitExtent(
      [
        [PADDING.side, PADDING.top],
        [width - PADDING.side, height - PADDING.bottom],
      ],
      corners,
    )
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
  const path = geoPath(projection).digits(1);
  const visible = grow(box, 2);
  const neighbours = loadCountries()
    .filter((other) => other !== country && overlaps(other.box, visible))
    .map((other) => path(other.shape) ?? '')
    .join('');
  const outline = country ? (path(country.shape) ?? '') : '';
  const base = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${COLOURS.sea}"/>`,
    `<path d="${neighbours}" fill="${COLOURS.land}" stroke="${COLOURS.landStroke}" stroke-width="0.5" stroke-linejoin="round"/>`,
    outline
      ? `<path class="country" d="${outline}" fill="${COLOURS.country}" stroke="${COLOURS.countryStroke}" stroke-width="0.9" stroke-linejoin="round"/>`
      : '',
  ].join('');
  return { key, projection, base };
}

const frames = new Map<string, LocatorFrame>();

/** The frame a point is drawn in, rendered once per country part and size and then reused. */
export function locatorFrame(position: GeoPosition, size: LocatorMapSize): LocatorFrame {
  const { key, box, country } = frameFor(position);
  const cacheKey = `${key}@${size.width}x${size.height}`;
  const cached = frames.get(cacheKey);
  if (cached) {
    frames.delete(cacheKey);
    frames.set(cacheKey, cached);
    return cached;
  }
  const frame = renderFrame(key, box, country, size);
  frames.set(cacheKey, frame);
  if (frames.size > MAX_CACHED_FRAMES) frames.delete(frames.keys().next().value as string);
  return frame;
}

/** A locator map: the country around the point, its neighbours lightly drawn, and a pin on the point. */
export function renderLocatorMap(position: GeoPosition, size: LocatorMapSize): string {
  const frame = locatorFrame(position, size);
  const [x = 0, y = 0] = frame.projection([position.lng, position.lat]) ?? [];
  const pin = [
    `<g class="pin" transform="translate(${x.toFixed(1)} ${y.toFixed(1)})">`,
    '<ellipse cx="0" cy="0" rx="5" ry="2" fill="#000" fill-opacity="0.2"/>',
    `<path d="M0 0C-1.5-5.5-8-10-8-16A8 8 0 1 1 8-16C8-10 1.5-5.5 0 0Z" fill="${COLOURS.pin}" stroke="${COLOURS.pinStroke}" stroke-width="1"/>`,
    '<circle cx="0" cy="-16" r="3" fill="#fff"/>',
    '</g>',
  ].join('');
  return `${frame.base}${pin}</svg>`;
}
