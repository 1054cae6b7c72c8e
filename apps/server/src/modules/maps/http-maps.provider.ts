import { type GeoPosition, PLACE_SUGGESTIONS_MAX } from '@adatlas/domain/maps';
import {
  type AutocompleteAnswer,
  type DetailsAnswer,
  placeAddressOf,
  suggestionOf,
} from './google-places.mapper.ts';
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
 * Google Maps Platform: the Geocoding API, the Static Maps API and the Places API (autocomplete and
 * details, legacy JSON endpoints), each call bounded by a timeout. Geocoding answers (a position or
 * "no such address") are cached; places answers are not (the Places terms allow no caching, and a
 * session token bills a typing session as one). Failures are logged and answered as null or no
 * suggestions, and not cached, so an outage heals on the next call. The key never reaches the log.
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

  function endpoint(path: string, params: Record<string, string | undefined>): string {
    const defined = Object.entries(params).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    );
    const search = new URLSearchParams([...defined, ['key', options.apiKey]]);
    return `${base}${path}?${search.toString()}`;
  }

  async function getJson<T>(url: string): Promise<T> {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as T;
  }

  return {
    placesAttribution: 'google',
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
        const body = await getJson<GeocodeAnswer>(endpoint('/maps/api/geocode/json', { address }));
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

    async suggestPlaces({ input, country, language, sessionToken }) {
      const url = endpoint('/maps/api/place/autocomplete/json', {
        input,
        types: 'address',
        components: country ? `country:${country.toLowerCase()}` : undefined,
        language,
        sessiontoken: sessionToken,
      });
      try {
        const body = await getJson<AutocompleteAnswer>(url);
        if (body.status === 'ZERO_RESULTS') return [];
        if (body.status !== 'OK' || !Array.isArray(body.predictions)) {
          throw new Error(`autocomplete status ${String(body.status)}`);
        }
        return body.predictions
          .map(suggestionOf)
          .filter((suggestion) => suggestion !== null)
          .slice(0, PLACE_SUGGESTIONS_MAX);
      } catch (error) {
        options.log.warn({ err: describe(error), country }, 'maps places autocomplete failed');
        return [];
      }
    },

    async placeAddress(id, { language, sessionToken }) {
      const url = endpoint('/maps/api/place/details/json', {
        place_id: id,
        fields: 'address_component',
        language,
        sessiontoken: sessionToken,
      });
      try {
        const body = await getJson<DetailsAnswer>(url);
        if (body.status === 'NOT_FOUND' || body.status === 'ZERO_RESULTS') return null;
        const components = body.result?.address_components;
        if (body.status !== 'OK' || !Array.isArray(components)) {
          throw new Error(`place details status ${String(body.status)}`);
        }
        return placeAddressOf(components);
      } catch (error) {
        options.log.warn({ err: describe(error) }, 'maps place details failed');
        return null;
      }
    },
  };
}

/** The message only: a fetch error's cause may quote the URL, and the URL holds the key. */
function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
