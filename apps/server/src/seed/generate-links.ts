import type { BrandIndex } from './generate-brands.ts';
import type { CompanyIndex } from './generate-companies.ts';
import { chance } from './seed-helpers.ts';
import { type SeedContext, slugify, type TenantDataSet } from './seed-types.ts';

/** Website and LinkedIn links for most companies; famous ones also get their Wikipedia page. */
export function generateLinks(
  ctx: SeedContext,
  data: TenantDataSet,
  companies: CompanyIndex,
  brands: BrandIndex,
): void {
  const { faker, country } = ctx;
  const companyLink = (companyId: number, label: string, link: string) =>
    data.company_external_links.push({
      id: data.company_external_links.length + 1,
      company_id: companyId,
      label,
      link,
      logo: null,
      disabled: false,
    });
  for (const company of companies.all) {
    const { row } = company;
    if (row.website && chance(faker, 0.9)) companyLink(row.id, 'website', row.website);
    if (company.famous || chance(faker, 0.6))
      companyLink(row.id, 'linkedin', `https://www.linkedin.com/company/${slugify(row.name)}`);
    if (company.famous || (company.size > 0.6 && chance(faker, 0.5))) {
      const title = encodeURIComponent(row.name.replace(/ /g, '_'));
      companyLink(row.id, 'wikipedia', `https://${country.language}.wikipedia.org/wiki/${title}`);
    }
  }
  for (const brand of brands.all) {
    const { row } = brand;
    const brandLink = (label: string, link: string) =>
      data.brand_external_links.push({
        id: data.brand_external_links.length + 1,
        brand_id: row.id,
        label,
        link,
        disabled: false,
      });
    if (row.website) brandLink('website', row.website);
    if (brand.company.famous && chance(faker, 0.5))
      brandLink('linkedin', `https://www.linkedin.com/showcase/${slugify(row.name)}`);
  }
}
