import type { Config } from '../../platform/config.ts';
import { createHttpMapsProvider } from './http-maps.provider.ts';
import type { MapsLogger, MapsProvider } from './maps.provider.ts';
import { createOfflineMapsProvider } from './offline-maps.provider.ts';

/** Google Maps Platform when both its URL and key are set; otherwise the offline gazetteer and locator map. */
export function createMapsProvider(
  config: Pick<Config, 'MAPS_API_URL' | 'MAPS_API_KEY'>,
  log: MapsLogger,
): MapsProvider {
  if (config.MAPS_API_URL && config.MAPS_API_KEY) {
    return createHttpMapsProvider({ baseUrl: config.MAPS_API_URL, apiKey: config.MAPS_API_KEY, log });
  }
  return createOfflineMapsProvider();
}
