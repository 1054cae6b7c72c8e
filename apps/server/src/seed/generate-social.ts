import type { SocialNetwork } from '@adatlas/domain/companies';
import type { CompanyIndex, CompanyInfo, CompanyType } from './generate-companies.ts';
import { chance } from './seed-helpers.ts';
import { isoDate, type SeedContext, type SeedRow, type TenantDataSet } from './seed-types.ts';

/** Monthly measurements per network, the last one on the first day of the data set's month. */
const MONTHS = 12;

type Audience = Exclude<SocialNetwork, 'app_store' | 'google_play'>;

/** How likely a company of each type is on a network, and its audience there relative to its size. */
const PRESENCE: Record<CompanyType, Partial<Record<Audience, { odds: number; reach: number }>>> = {
  ADV: {
    facebook: { odds: 0.9, reach: 1 },
    instagram: { odds: 0.85, reach: 0.8 },
    youtube: { odds: 0.5, reach: 0.12 },
    tiktok: { odds: 0.35, reach: 0.45 },
    x: { odds: 0.4, reach: 0.15 },
    linkedin: { odds: 0.6, reach: 0.06 },
  },
  AG: {
    linkedin: { odds: 0.95, reach: 0.1 },
    instagram: { odds: 0.7, reach: 0.05 },
    facebook: { odds: 0.5, reach: 0.03 },
    x: { odds: 0.3, reach: 0.02 },
  },
  CP: {
    linkedin: { odds: 0.9, reach: 0.08 },
    facebook: { odds: 0.4, reach: 0.03 },
  },
  ME: {
    facebook: { odds: 0.9, reach: 1.2 },
    x: { odds: 0.8, reach: 0.6 },
    instagram: { odds: 0.8, reach: 0.7 },
    youtube: { odds: 0.7, reach: 0.3 },
    tiktok: { odds: 0.3, reach: 0.4 },
    linkedin: { odds: 0.5, reach: 0.05 },
  },
};

/** Monthly follower growth range: TikTok and LinkedIn grow, Facebook stalls, X shrinks. */
const GROWTH: Record<Audience, [number, number]> = {
  facebook: [0.994, 1.006],
  instagram: [1.004, 1.022],
  linkedin: [1.008, 1.025],
  x: [0.985, 1.002],
  youtube: [1.003, 1.018],
  tiktok: [1.015, 1.06],
};

/** Posts a month, before the company's own activity factor. */
const POSTS_PER_MONTH: Record<Audience, number> = {
  facebook: 20,
  instagram: 15,
  linkedin: 8,
  x: 60,
  youtube: 3,
  tiktok: 10,
};

function firstOfMonth(today: Date, monthsBack: number): string {
  return isoDate(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsBack, 1)));
}

/**
 * Social-network figures for about a third of the companies (every famous advertiser), twelve
 * monthly measurements each. The audience grows with the company's size by orders of magnitude,
 * so market leaders count millions of followers and small firms a few hundred; advertisers and
 * media with an app also get store ratings.
 */
export function generateSocialMedia(ctx: SeedContext, data: TenantDataSet, companies: CompanyIndex): void {
  const months = Array.from({ length: MONTHS }, (_, index) => firstOfMonth(ctx.today, MONTHS - 1 - index));
  for (const company of companies.all) {
    if (!company.famous && !chance(ctx.faker, 0.12 + company.size * 0.8)) continue;
    const presence = PRESENCE[company.row.type];
    for (const [network, { odds, reach }] of Object.entries(presence) as [
      Audience,
      { odds: number; reach: number },
    ][]) {
      if (company.famous || chance(ctx.faker, odds)) addAudience(ctx, data, company, network, reach, months);
    }
    const hasApp =
      (company.row.type === 'ADV' && (company.famous !== null || company.size > 0.45)) ||
      company.row.type === 'ME';
    if (hasApp && chance(ctx.faker, 0.6)) {
      for (const store of ['app_store', 'google_play'] as const)
        addRatings(ctx, data, company, store, months);
    }
  }
}

function addAudience(
  ctx: SeedContext,
  data: TenantDataSet,
  company: CompanyInfo,
  network: Audience,
  reach: number,
  months: string[],
): void {
  const { faker } = ctx;
  const current = Math.max(
    40,
    Math.round(10 ** (2.3 + company.size * 4.2) * reach * faker.number.float({ min: 0.6, max: 1.5 })),
  );
  const [minGrowth, maxGrowth] = GROWTH[network];
  const growth = faker.number.float({ min: minGrowth, max: maxGrowth });
  const activity = faker.number.float({ min: 0.3, max: 1.8 });
  const engagement = faker.number.float({ min: 0.5, max: 2 });
  let followers = current / growth ** (months.length - 1);
  let posts = Math.round(POSTS_PER_MONTH[network] * activity * faker.number.int({ min: 12, max: 90 }));
  for (const measuredAt of months) {
    const count = Math.round(followers);
    const views =
      network === 'youtube'
        ? count * Math.round(180 * engagement)
        : network === 'tiktok'
          ? count * Math.round(40 * engagement)
          : null;
    // Page likes on Facebook, likes received on the posts elsewhere; LinkedIn and X publish none.
    const likes =
      network === 'facebook'
        ? Math.round(count * 0.93)
        : network === 'linkedin' || network === 'x'
          ? null
          : views !== null
            ? Math.round(views * 0.04)
            : Math.round(posts * count * 0.015 * engagement);
    push(data, company, network, measuredAt, { followers: count, likes, posts, views, app_rating: null });
    followers *= growth * faker.number.float({ min: 0.997, max: 1.003 });
    posts += Math.round(POSTS_PER_MONTH[network] * activity * faker.number.float({ min: 0.6, max: 1.4 }));
  }
}

function addRatings(
  ctx: SeedContext,
  data: TenantDataSet,
  company: CompanyInfo,
  store: 'app_store' | 'google_play',
  months: string[],
): void {
  let rating = ctx.faker.number.float({ min: 3.1, max: 4.8 });
  for (const measuredAt of months) {
    const rounded = Math.round(rating * 10) / 10;
    push(data, company, store, measuredAt, {
      followers: null,
      likes: null,
      posts: null,
      views: null,
      app_rating: rounded,
    });
    rating = Math.min(5, Math.max(1, rating + ctx.faker.number.float({ min: -0.08, max: 0.08 })));
  }
}

function push(
  data: TenantDataSet,
  company: CompanyInfo,
  network: SocialNetwork,
  measuredAt: string,
  figures: Pick<SeedRow<'social_media'>, 'followers' | 'likes' | 'posts' | 'views' | 'app_rating'>,
): void {
  const measured = new Date(`${measuredAt}T09:00:00Z`);
  data.social_media.push({
    id: data.social_media.length + 1,
    company_id: company.row.id,
    network,
    measured_at: measuredAt,
    ...figures,
    created_at: measured,
    modified_at: measured,
    modified_by: null,
  });
}
