import type { CompanyIndex } from './generate-companies.ts';
import { chance } from './seed-helpers.ts';
import type { SeedContext, TenantDataSet } from './seed-types.ts';

export const NIELSEN_CHANNELS = ['TV', 'Radio', 'Press', 'Cinema', 'Internet', 'Outdoor', 'Others'] as const;

/** Typical share of each channel in a media plan (TV first, cinema marginal). */
const CHANNEL_SHARE: Record<(typeof NIELSEN_CHANNELS)[number], number> = {
  TV: 0.42,
  Radio: 0.08,
  Press: 0.1,
  Cinema: 0.02,
  Internet: 0.28,
  Outdoor: 0.07,
  Others: 0.03,
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Balance sheets of about 40% of companies over the last five years, with some years missing. */
export function generateFinancials(ctx: SeedContext, data: TenantDataSet, companies: CompanyIndex): void {
  const { faker } = ctx;
  const lastYear = ctx.today.getUTCFullYear() - 1;
  for (const company of companies.all) {
    if (!company.famous && !chance(faker, 0.4)) continue;
    let revenue = company.revenue;
    for (let year = lastYear; year > lastYear - 5; year--) {
      revenue = revenue / faker.number.float({ min: 0.92, max: 1.15 });
      if (year !== lastYear && chance(faker, 0.15)) continue;
      const employees = Math.max(1, Math.round(company.employees * (revenue / company.revenue)));
      data.company_financials.push({
        company_id: company.row.id,
        year,
        revenue: round2(revenue),
        operating_result: round2(revenue * faker.number.float({ min: -0.06, max: 0.16 })),
        employees,
        personnel_cost: round2(employees * faker.number.int({ min: 35_000, max: 70_000 })),
      });
    }
  }
}

/** Media spend (thousands) per year and channel for the advertisers with a Nielsen key. */
export function generateNielsenSpend(ctx: SeedContext, data: TenantDataSet, companies: CompanyIndex): void {
  const { faker } = ctx;
  const lastYear = ctx.today.getUTCFullYear() - 1;
  for (const company of companies.byType.ADV) {
    if (!company.row.key_nielsen) continue;
    // Advertisers spend a few percent of revenue on media; in thousands of the tenant currency.
    const budget = (company.revenue * faker.number.float({ min: 0.01, max: 0.06 })) / 1000;
    const usesCinema = company.size > 0.5 || chance(faker, 0.2);
    const usesTv = company.size > 0.2 || chance(faker, 0.4);
    for (let year = lastYear - 4; year <= lastYear; year++) {
      const yearly = budget * faker.number.float({ min: 0.75, max: 1.25 });
      for (const channel of NIELSEN_CHANNELS) {
        if ((channel === 'Cinema' && !usesCinema) || (channel === 'TV' && !usesTv)) continue;
        const amount = round2(yearly * CHANNEL_SHARE[channel] * faker.number.float({ min: 0.5, max: 1.5 }));
        if (amount <= 0) continue;
        data.nielsen_spend.push({ company_id: company.row.id, year, channel, amount });
      }
    }
  }
}
