import type { BrandIndex, BrandInfo } from './generate-brands.ts';
import type { CompanyIndex } from './generate-companies.ts';
import { AGENCY_DISCIPLINES } from './reference-data/flat-lists.ts';
import { labelIn } from './reference-data/labels.ts';
import { fillTemplate, PHRASES } from './reference-data/phrases.ts';
import { chance, distinct, pickSome, recentDate, weightedPicker } from './seed-helpers.ts';
import { isoDate, type SeedContext, type TenantDataSet } from './seed-types.ts';

const SCOPE_WEIGHTS = [
  { value: 'national', weight: 7 },
  { value: 'international', weight: 2 },
  { value: 'local', weight: 1 },
];
const DAY = 86_400_000;

/**
 * Pitches of advertisers with brands: agencies compete, an ended pitch has its winner among the
 * competitors, and a recent win becomes a work relation on the pitched brands.
 */
export function generatePitches(
  ctx: SeedContext,
  data: TenantDataSet,
  companies: CompanyIndex,
  brands: BrandIndex,
): void {
  const { faker, country, refs } = ctx;
  const phrases = PHRASES[country.language];
  const disciplines = AGENCY_DISCIPLINES.map((discipline) => discipline.key);
  const owners = companies.byType.ADV.filter((company) => brands.byCompany.has(company.row.id));
  const pickOwner = weightedPicker(faker, owners, (company) => (company.famous ? 6 : 0.3 + company.size * 4));
  const pickAgency = weightedPicker(faker, companies.byType.AG, (company) => 0.3 + company.size * 4);

  const plan = owners.filter((company) => company.famous).flatMap((company) => [company, company]);
  const total = Math.max(plan.length, Math.round(500 * ctx.scale));
  while (plan.length < total) plan.push(pickOwner());

  plan.forEach((company, index) => {
    const id = index + 1;
    const pitchedBrands = pickSome(
      faker,
      brands.byCompany.get(company.row.id)!,
      faker.number.int({ min: 1, max: 2 }),
    );
    const discipline = faker.helpers.arrayElement(disciplines);
    const start = recentDate(ctx, 1400, 10);
    const endTime = start.getTime() + faker.number.int({ min: 30, max: 150 }) * DAY;
    const ended = endTime < ctx.today.getTime() && chance(faker, 0.85);
    const competitors = distinct(faker.number.int({ min: 2, max: 5 }), () => pickAgency().row.id);
    const incumbent =
      incumbentOf(pitchedBrands[0]!, discipline, brands, companies) ??
      (chance(faker, 0.5) ? pickAgency().row.id : null);
    const winner = ended ? faker.helpers.arrayElement(competitors) : null;
    const createdAt = new Date(start.getTime() + DAY);
    data.pitches.push({
      id,
      title: fillTemplate(phrases.pitchTitle, {
        category: labelIn(AGENCY_DISCIPLINES.find((d) => d.key === discipline)!.labels, country.language),
        brand: pitchedBrands[0]!.row.name,
      }),
      company_id: company.row.id,
      category_id: refs.itemId('pitch_category', discipline),
      start_date: isoDate(start),
      end_date: ended ? isoDate(new Date(endTime)) : null,
      scope: faker.helpers.weightedArrayElement(SCOPE_WEIGHTS),
      source: faker.helpers.arrayElement(refs.keys('source')),
      winner_company_id: winner,
      former_winner_company_id: incumbent,
      external_competitors: [],
      external_winner: null,
      external_former_winner: null,
      competition: chance(faker, 0.9),
      comment: chance(faker, 0.2) ? faker.helpers.arrayElement(phrases.remarks) : null,
      active: chance(faker, 0.97),
      created_at: createdAt,
      modified_at: ended ? new Date(endTime) : createdAt,
      modified_by: null,
    });
    for (const brand of pitchedBrands) {
      data.pitch_brands.push({ pitch_id: id, brand_id: brand.row.id });
      if (winner !== null) brands.addRelation(brand, winner, discipline, new Date(endTime));
    }
    for (const agencyId of competitors) data.pitch_competitors.push({ pitch_id: id, company_id: agencyId });
  });
}

function incumbentOf(
  brand: BrandInfo,
  discipline: string,
  brands: BrandIndex,
  companies: CompanyIndex,
): number | null {
  const relation = brands
    .agenciesOf(brand.row.id)
    .find(
      (candidate) =>
        candidate.discipline === discipline && companies.byId.get(candidate.agencyId)?.row.type === 'AG',
    );
  return relation?.agencyId ?? null;
}
