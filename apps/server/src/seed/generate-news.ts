import type { BrandIndex } from './generate-brands.ts';
import type { CompanyIndex } from './generate-companies.ts';
import type { ContactIndex } from './generate-contacts.ts';
import { AGENCY_DISCIPLINES } from './reference-data/flat-lists.ts';
import { labelIn } from './reference-data/labels.ts';
import { fillTemplate, PHRASES } from './reference-data/phrases.ts';
import { chance, recentDate, weightedPicker } from './seed-helpers.ts';
import { type SeedContext, type SeedRow, slugify, type TenantDataSet } from './seed-types.ts';

/** Feeds and articles live on the reserved `.test` domain: nothing here points at a real site. */
const NEWS_HOST = 'https://news.adatlas.test';

/** Trade-press feeds and their articles, which name real companies, agencies and brands of the tenant. */
export function generateNewsItems(
  ctx: SeedContext,
  data: TenantDataSet,
  brands: BrandIndex,
  acquisitions: SeedRow<'acquisitions'>[],
): void {
  const { faker, country } = ctx;
  const phrases = PHRASES[country.language];
  country.newsFeeds.forEach((name, index) => {
    data.news_feeds.push({
      id: index + 1,
      name,
      logo: null,
      url: `${NEWS_HOST}/${country.tenant}/${slugify(name)}.xml`,
      online: true,
      last_fetched_at: null,
      last_error: null,
    });
  });
  const pickBrand = weightedPicker(faker, brands.all, (brand) => 0.2 + brand.company.size * 4);
  const disciplines = AGENCY_DISCIPLINES.map((discipline) => labelIn(discipline.labels, country.language));
  const total = Math.round(800 * ctx.scale);
  for (let id = 1; id <= total; id++) {
    const feed = faker.helpers.arrayElement(data.news_feeds);
    const acquisition = id % 8 === 0 ? acquisitions[(id / 8) % acquisitions.length] : undefined;
    const brand = pickBrand();
    const agencyId = faker.helpers.arrayElement(brands.agenciesOf(brand.row.id))?.agencyId;
    const agencyName = data.companies[(agencyId ?? 1) - 1]!.name;
    const title = acquisition
      ? acquisition.title
      : fillTemplate(faker.helpers.arrayElement(phrases.newsTitles), {
          company: brand.company.row.name,
          agency: agencyName,
          brand: brand.row.name,
          category: faker.helpers.arrayElement(disciplines),
        });
    const companyIds = acquisition
      ? [acquisition.buyer_company_id!, acquisition.seller_company_id!]
      : [brand.company.row.id, ...(agencyId ? [agencyId] : [])];
    const pubDate = recentDate(ctx, 180);
    data.news_items.push({
      id,
      feed_id: feed.id,
      title,
      link: `${NEWS_HOST}/${country.tenant}/${id}-${slugify(title).slice(0, 60)}`,
      pub_date: pubDate,
      feed_logo: feed.logo,
      categories: faker.helpers.arrayElements(disciplines, { min: 1, max: 2 }),
      content_snippet: fillTemplate(phrases.newsSnippet, {
        company: brand.company.row.name,
        c: brand.company.city.name,
      }),
      tags: acquisition ? ['acquisition_buyer', 'acquisition_seller'] : [],
      company_ids: companyIds,
      created_at: pubDate,
      modified_at: pubDate,
      modified_by: null,
    });
  }
}

/** Short news attached to companies and contacts: appointments, campaigns, acquisitions. */
export function generateEntityNews(
  ctx: SeedContext,
  data: TenantDataSet,
  companies: CompanyIndex,
  contacts: ContactIndex,
  brands: BrandIndex,
): void {
  const { faker, country } = ctx;
  const phrases = PHRASES[country.language];
  const pickContact = weightedPicker(faker, contacts.all, (contact) => (contact.nomination_date ? 3 : 0.2));
  const pickBrand = weightedPicker(faker, brands.all, (brand) => 0.2 + brand.company.size * 4);
  const total = Math.round(300 * ctx.scale);
  const add = (text: string, tags: string[], refs: Omit<SeedRow<'entity_news_refs'>, 'news_id'>[]) => {
    const id = data.entity_news.length + 1;
    data.entity_news.push({ id, published_at: recentDate(ctx, 730), text, tags });
    for (const ref of refs) data.entity_news_refs.push({ news_id: id, ...ref });
  };
  for (let i = 0; i < total; i++) {
    if (chance(faker, 0.5)) {
      const contact = pickContact();
      const company = companies.byId.get(contact.company_id!)!;
      const person = `${contact.name} ${contact.surname}`;
      add(
        fillTemplate(phrases.appointmentNews, {
          person,
          role: contact.title ?? '',
          company: company.row.name,
        }),
        ['appointment'],
        [
          { entity_type: 'contact', entity_id: contact.id, name: person },
          { entity_type: 'company', entity_id: company.row.id, name: company.row.name },
        ],
      );
    } else {
      const brand = pickBrand();
      const agency = companies.byId.get(
        faker.helpers.arrayElement(brands.agenciesOf(brand.row.id)).agencyId,
      )!;
      add(
        fillTemplate(phrases.campaignNews, { brand: brand.row.name, agency: agency.row.name }),
        ['campaign'],
        [
          { entity_type: 'company', entity_id: brand.company.row.id, name: brand.company.row.name },
          { entity_type: 'company', entity_id: agency.row.id, name: agency.row.name },
        ],
      );
    }
  }
  for (const acquisition of data.acquisitions.slice(0, Math.ceil(data.acquisitions.length / 2))) {
    const buyer = companies.byId.get(acquisition.buyer_company_id!)!;
    const seller = companies.byId.get(acquisition.seller_company_id!)!;
    add(
      acquisition.title,
      ['acquisition_buyer', 'acquisition_seller'],
      [
        { entity_type: 'company', entity_id: buyer.row.id, name: buyer.row.name },
        { entity_type: 'company', entity_id: seller.row.id, name: seller.row.name },
      ],
    );
  }
}
