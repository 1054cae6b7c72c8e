import { DEFAULT_LANGUAGE, type Language } from '@adatlas/domain/languages';
import {
  type GeoPosition,
  type PlaceAddress,
  type PlaceQuery,
  type PlaceSuggestion,
  type PlacesAttribution,
  type PlacesQuery,
  STATIC_MAP_SIZE,
  STATIC_MAP_ZOOM,
  type StaticMapQuery,
} from '@adatlas/domain/maps';
import { TENANT_COUNTRY_CODE } from '@adatlas/domain/tenants';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type RequestContext, requireUser } from '../../platform/http/request-context.ts';
import type { Entitlements } from '../entitlements/entitlements.service.ts';
import type { MapsProvider, StaticMapImage } from './maps.provider.ts';
import { getCompanyAddress, getContactAddress, getUserLanguage } from './maps.repository.ts';

export interface MapsService {
  /** Readies the provider (the offline world outlines) for the first map; blocks while it does. */
  warm(): void;
  /** The static map of a company's or contact's address; NOT_FOUND when it cannot be placed. */
  getStaticMap(ctx: RequestContext, query: StaticMapQuery): Promise<StaticMapImage>;
  /**
   * Places for what was typed in an address field, named in `language` (the request's, null when it
   * names none of ours); none when the maps service knows none or fails.
   */
  suggestPlaces(
    ctx: RequestContext,
    query: PlacesQuery,
    language: Language | null,
  ): Promise<PlaceSuggestion[]>;
  /** Who is to be credited under the suggestions (Google's terms); null for the offline gazetteer. */
  readonly placesAttribution: PlacesAttribution;
  /** The address parts of a suggestion; NOT_FOUND for an id the maps service does not know (or a failure). */
  getPlaceAddress(
    ctx: RequestContext,
    id: string,
    query: PlaceQuery,
    language: Language | null,
  ): Promise<PlaceAddress>;
}

function storedPosition(lat: number | null, lng: number | null): GeoPosition | null {
  return lat !== null && lng !== null ? { lat, lng } : null;
}

function sameText(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Reads a map's address from the tenant's own row, so that route is no open proxy to the maps
 * service. Opening a map is part of a detail already opened (and paid for): it records no open.
 * The places calls do forward what a user types: their routes are rate limited per user.
 */
export function createMapsService(deps: {
  provider: MapsProvider;
  core: Kysely<CoreDatabase>;
  entitlements: Entitlements;
}): MapsService {
  const { provider, core } = deps;

  /** The language of the request, else the one the user last chose, else the default. */
  async function languageOf(ctx: RequestContext, requested: Language | null): Promise<Language> {
    if (requested) return requested;
    return (await getUserLanguage(core, requireUser(ctx).id)) ?? DEFAULT_LANGUAGE;
  }

  async function companyPosition(ctx: RequestContext, id: number): Promise<GeoPosition | null> {
    // The route lets in either scope; a company's map needs `company`, a contact's `contact`.
    await deps.entitlements.assertMayRead(ctx, 'company');
    const row = await getCompanyAddress(ctx.tenantDb.db, id);
    if (!row) throw new AppError('NOT_FOUND', `Company ${id} not found`);
    return (
      storedPosition(row.lat, row.lng) ??
      provider.geocode({
        address: row.address,
        postalCode: row.postal_code,
        city: row.city,
        province: row.province,
        nation: row.nation,
        country: TENANT_COUNTRY_CODE[ctx.tenant],
      })
    );
  }

  async function contactPosition(ctx: RequestContext, id: number): Promise<GeoPosition | null> {
    await deps.entitlements.assertMayRead(ctx, 'contact');
    const row = await getContactAddress(ctx.tenantDb.db, id);
    if (!row) throw new AppError('NOT_FOUND', `Contact ${id} not found`);
    const atCompany = sameText(row.address, row.company_address) && sameText(row.city, row.company_city);
    return (
      (atCompany ? storedPosition(row.company_lat, row.company_lng) : null) ??
      provider.geocode({
        address: row.address,
        postalCode: null,
        city: row.city,
        province: row.province,
        nation: row.nation,
        country: TENANT_COUNTRY_CODE[ctx.tenant],
      })
    );
  }

  return {
    placesAttribution: provider.placesAttribution,

    warm() {
      provider.warm?.();
    },

    async getStaticMap(ctx, query) {
      const position =
        query.company !== undefined
          ? await companyPosition(ctx, query.company)
          : await contactPosition(ctx, query.contact as number);
      if (!position) throw new AppError('NOT_FOUND', 'The address could not be placed on a map');
      const image = await provider.staticMap(position, {
        width: STATIC_MAP_SIZE,
        height: STATIC_MAP_SIZE,
        zoom: STATIC_MAP_ZOOM,
      });
      if (!image) throw new AppError('NOT_FOUND', 'No map picture for this address');
      return image;
    },

    async suggestPlaces(ctx, query, language) {
      return provider.suggestPlaces({ ...query, language: await languageOf(ctx, language) });
    },

    async getPlaceAddress(ctx, id, query, language) {
      const address = await provider.placeAddress(id, {
        language: await languageOf(ctx, language),
        sessionToken: query.sessionToken,
      });
      if (!address) throw new AppError('NOT_FOUND', 'No such place');
      return address;
    },
  };
}
