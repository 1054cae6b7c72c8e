import type { CompanyIndex, CompanyInfo } from './generate-companies.ts';
import { fillTemplate, NAME_WORDS, PHRASES } from './reference-data/phrases.ts';
import { chance, recentDate, weightedPicker } from './seed-helpers.ts';
import { isoDate, type SeedContext, type SeedRow, type TenantDataSet } from './seed-types.ts';

const FUND_SUFFIXES = ['Ventures', 'Capital', 'Partners', 'Invest', 'Equity'];

/** Funding rounds of smaller companies; some investors are seeded companies, others funds. */
export function generateInvestmentRounds(
  ctx: SeedContext,
  data: TenantDataSet,
  companies: CompanyIndex,
): void {
  const { faker, refs } = ctx;
  const pickRaiser = weightedPicker(faker, companies.all, (company) =>
    company.row.type === 'ME' || company.row.type === 'CP' ? 0.3 : 1.2 - company.size,
  );
  const pickInvestor = weightedPicker(faker, companies.all, (company) => company.size ** 2);
  const fundingTypes = refs.keys('funding_type');
  const total = Math.round(150 * ctx.scale);
  for (let id = 1; id <= total; id++) {
    const company = pickRaiser();
    const totalAmount = Math.round(10 ** faker.number.float({ min: 5, max: 7.8 }));
    const fundingTypeId = refs.itemId('funding_type', faker.helpers.arrayElement(fundingTypes));
    const fundedAt = recentDate(ctx, 1800);
    data.investment_rounds.push({
      id,
      company_id: company.row.id,
      funding_type_id: fundingTypeId,
      funding_date: isoDate(fundedAt),
      total_amount: totalAmount,
      created_at: fundedAt,
      modified_at: fundedAt,
      modified_by: null,
    });
    const investorCount = faker.number.int({ min: 1, max: 3 });
    for (let i = 0; i < investorCount; i++) {
      const investor = chance(faker, 0.4) ? pickInvestor() : null;
      const isSelf = investor?.row.id === company.row.id;
      data.investment_round_investors.push({
        round_id: id,
        investor_company_id: investor && !isSelf ? investor.row.id : null,
        investor_name:
          investor && !isSelf
            ? investor.row.name
            : `${faker.helpers.arrayElement(NAME_WORDS)} ${faker.helpers.arrayElement(FUND_SUFFIXES)}`,
        amount: Math.round(totalAmount / investorCount),
      });
    }
  }
}

/** Mergers and acquisitions: a bigger buyer takes over a smaller company of the same market. */
export function generateAcquisitions(
  ctx: SeedContext,
  data: TenantDataSet,
  companies: CompanyIndex,
): SeedRow<'acquisitions'>[] {
  const { faker, country } = ctx;
  const pickBuyer = weightedPicker(faker, companies.all, (company) => company.size ** 2);
  const total = Math.round(100 * ctx.scale);
  for (let id = 1; id <= total; id++) {
    const buyer = pickBuyer();
    const seller = pickSeller(ctx, companies, buyer);
    data.acquisitions.push({
      id,
      buyer_company_id: buyer.row.id,
      seller_company_id: seller.row.id,
      acquired_at: isoDate(recentDate(ctx, 1800)),
      amount: chance(faker, 0.6) ? Math.round(10 ** faker.number.float({ min: 5.5, max: 8.5 })) : null,
      title: fillTemplate(PHRASES[country.language].acquisitionTitle, {
        buyer: buyer.row.name,
        seller: seller.row.name,
      }),
    });
  }
  return data.acquisitions;
}

function pickSeller(ctx: SeedContext, companies: CompanyIndex, buyer: CompanyInfo): CompanyInfo {
  const sameType = companies.byType[buyer.row.type];
  for (let attempt = 0; attempt < 10; attempt++) {
    const candidate = ctx.faker.helpers.arrayElement(sameType);
    if (candidate.row.id !== buyer.row.id && !candidate.famous) return candidate;
  }
  return companies.all.find((company) => company.row.id !== buyer.row.id && !company.famous)!;
}
