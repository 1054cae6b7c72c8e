import type { BrandAdvertiserPage, BrandAdvertiserSearchQuery } from '@adatlas/domain/market-data';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { findBrandAdvertiserPage } from './brand-advertisers.repository.ts';
import { advertiserReach, estimateSpending, libraryUrl } from './spend-estimate.formula.ts';

export interface BrandAdvertisersService {
  findBrandAdvertisers(ctx: RequestContext, query: BrandAdvertiserSearchQuery): Promise<BrandAdvertiserPage>;
}

export function createBrandAdvertisersService(): BrandAdvertisersService {
  return {
    async findBrandAdvertisers(ctx, query) {
      const currentYear = ctx.now.getUTCFullYear();
      const future = (query.reach ?? []).flatMap((rule, index) =>
        rule.year > currentYear
          ? [{ path: `body.reach.${index}.year`, message: `At most ${currentYear}` }]
          : [],
      );
      if (future.length > 0)
        throw new AppError('VALIDATION_ERROR', 'A reach rule is for a future year', future);

      const { rows, total } = await findBrandAdvertiserPage(ctx.tenantDb, query);
      return {
        results: rows.map((row) => {
          const figures = {
            advertiserType: row.advertiser_type,
            euTotalReach: row.eu_total_reach === null ? null : Number(row.eu_total_reach),
            timesShownLower: row.times_shown_lower === null ? null : Number(row.times_shown_lower),
            timesShownUpper: row.times_shown_upper === null ? null : Number(row.times_shown_upper),
          };
          return {
            id: row.id,
            company: { id: row.company_id, name: row.company_name },
            brand: { id: row.brand_id, name: row.brand_name },
            platform: row.advertiser_type,
            year: row.year,
            payer: row.payer,
            beneficiary: row.beneficiary,
            nAds: row.n_ads,
            reach: advertiserReach(figures),
            estimatedSpending: estimateSpending(figures, query.pricePerImpression),
            libraryUrl: libraryUrl(row.advertiser_type, row.meta_library_id, row.google_advertiser_id),
            ingested: row.origin === 'ingested',
          };
        }),
        pageInfo: { totalResults: total },
      };
    },
  };
}
