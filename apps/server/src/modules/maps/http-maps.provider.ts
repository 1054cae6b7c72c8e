import type { GeoPosition } from '@adatlas/domain/maps';
import { type AddressQuery, formatAddressLine, type MapsLogger, type MapsProvider } from './maps.provider.ts';

export interface HttpMapsProviderOptions {
  /** Base of Google Maps Platform, e.g. `https://maps.googleapis.com`. */
  baseUrl: string;
  apiKey: string;
  log: MapsLogger;
  timeoutMs?: number;
  /** How many geocoded addresses are kept, least recently used dropped first. */
  cacheSize?: number;
}

const DEFAULT_TIMEOUT_MS = 2_000;
const DEFAULT_CACHE_SIZE = 5_000;
const MAX_IMAGE_BYTES = 1_048_576;

interface GeocodeAnswer {
  status?: unknown;
  results?: { geometry?: { location?: { lat?: unknown; lng?: unknown } } }[];
}

/**
 * Google Maps Platform: the Geocoding API and the Static Maps API, each call bounded by a timeout.
 * Answers (a position or "no such address") are cached; failures are logged, answered as null and
 * not cached, so an outage heals on the next open. The key never reaches the log.
 */
export function createHttpMapsProvider(options: HttpMapsProviderOptions): MapsProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const cacheSize = options.cacheSize ?? DEFAULT_CACHE_SIZE;
  const base = options.baseUrl.replace(/\/$/, '');
  const geocodes = new Map<string, GeoPosition | null>();

  function remember(key: string, position: GeoPosition | null) {
    geocodes.delete(key);
    geocodes.set(key, position);
    if (geocodes.size > cacheSize) geocodes.delete(geocodes.keys().next().value as string);
  }

  function endpoint(path: string, params: Record<string, string>): string {
    const search = new URLSearchParams({ ...params, key: options.apiKey });
    return `${base}${path}?${search.toString()}`;
  }

  return {
    async geocode(query: AddressQuery) {
      const address = formatAddressLine(query);
      if (!address) return null;
      const key = `${query.country}|${address.toLowerCase()}`;
      if (geocodes.has(key)) {
        const cached = geocodes.get(key) ?? null;
        remember(key, cached);
        return cached;
      }
      try {
        const response = await fetch(endpoint('/maps/api/geocode/json', { address }), {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: 'application/json' },
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as GeocodeAnswer;
        if (body.status === 'ZERO_RESULTS') {
          remember(key, null);
          return null;
        }
        const location = body.results?.[0]?.geometry?.location;
        if (body.status !== 'OK' || typeof location?.lat !== 'number' || typeof location.lng !== 'number') {
          throw new Error(`geocoding status ${String(body.status)}`);
        }
        const position = { lat: location.lat, lng: location.lng };
        remember(key, position);
        return position;
      } catch (error) {
        options.log.warn({ err: describe(error), address }, 'maps geocoding failed');
        return null;
      }
    },

    async staticMap(position, { width, height, zoom }) {
      const point = `${position.lat},${position.lng}`;
      const url = endpoint('/maps/api/staticmap', {
        center: point,
        zoom: String(zoom),
        size: `${width}x${height}`,
        markers: point,
      });
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
        const contentType = response.headers.get('content-type') ?? '';
        if (!response.ok || !contentType.startsWith('image/')) {
          throw new Error(`HTTP ${response.status} ${contentType}`);
        }
        const body = Buffer.from(await response.arrayBuffer());
        if (body.length === 0 || body.length > MAX_IMAGE_BYTES)
          throw new Error(`image of ${body.length} bytes`);
        return { contentType, body };
      } catch (error) {
        options.log.warn({ err: describe(error), position }, 'maps static image failed');
        return null;
      }
    },
  };
}

/** The message only: a fetch error's cause may quote the URL, and the URL holds the key. */
function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
