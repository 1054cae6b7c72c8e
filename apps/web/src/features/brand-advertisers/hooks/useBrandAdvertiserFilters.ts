import { ADVERTISER_TYPES, DEFAULT_PRICE_PER_IMPRESSION_EUR } from '@adatlas/domain/market';
import type { BrandAdvertiserSearchQuery, ReachRule } from '@adatlas/domain/market-data';
import { LIST_PAGE_SIZES } from '@adatlas/domain/market-data';
import { z } from 'zod';
import { useUrlFilters } from '../../../shared/hooks/useUrlFilters.ts';
import { urlChoice, urlId, urlInt, urlList, urlText } from '../../../shared/utils/urlParams.ts';
import { decodeReachRule } from '../utils/reachRules.ts';

/** A chosen company travels as `id:name` so that a shared link shows its name. */
const urlCompany = z.string().regex(/^[1-9]\d*:.+$/);

const BrandAdvertiserUrlSchema = z.object({
  company: urlList(urlCompany),
  sector: urlList(urlId),
  payer: urlText,
  platform: urlList(z.enum(ADVERTISER_TYPES)),
  reach: urlList(z.string().max(40)),
  price: z.coerce
    .number()
    .positive()
    .max(1000)
    .catch(DEFAULT_PRICE_PER_IMPRESSION_EUR)
    .default(DEFAULT_PRICE_PER_IMPRESSION_EUR),
  page: urlInt(0, 0),
  size: urlChoice(LIST_PAGE_SIZES, 20),
});
export type BrandAdvertiserUrlFilters = z.infer<typeof BrandAdvertiserUrlSchema>;

export interface CompanyChoice {
  id: number;
  name: string;
}

export function decodeCompany(text: string): CompanyChoice {
  const separator = text.indexOf(':');
  return { id: Number(text.slice(0, separator)), name: text.slice(separator + 1) };
}

export const encodeCompany = (company: CompanyChoice) => `${company.id}:${company.name}`;

export function reachRulesOf(url: BrandAdvertiserUrlFilters, now: Date): ReachRule[] {
  return url.reach.map((text) => decodeReachRule(text, now)).filter((rule) => rule !== null);
}

export function toBrandAdvertiserQuery(
  url: BrandAdvertiserUrlFilters,
  now: Date,
): BrandAdvertiserSearchQuery {
  const reach = reachRulesOf(url, now);
  return {
    companyIds: url.company.length ? url.company.map((text) => decodeCompany(text).id) : undefined,
    sector: url.sector.length ? url.sector : undefined,
    payer: url.payer || undefined,
    advertiserType: url.platform.length ? url.platform : undefined,
    reach: reach.length ? reach : undefined,
    pricePerImpression: url.price,
    page: url.page,
    pageSize: url.size,
  };
}

/** Filters in the URL; any change but paging returns to page 0 (the API's pages start at 0). */
export function useBrandAdvertiserFilters() {
  return useUrlFilters(BrandAdvertiserUrlSchema, { pageKey: 'page', firstPage: 0 });
}
