import type { QuickSearchResponse, SearchGroup } from '@adatlas/domain/search';
import type { PaletteItem } from './paletteItems.ts';

/**
 * The quick search's records as palette rows, in its ranking, for the groups the viewer may open.
 * The header's `quickSearchRows` is not shared on purpose: a module both use would leave the
 * header's chunk for one of its own on the first page.
 */
export function recordItems(response: QuickSearchResponse, allowed: readonly SearchGroup[]): PaletteItem[] {
  const items: PaletteItem[] = [];
  if (allowed.includes('companies')) {
    for (const company of response.companies.data) {
      items.push({
        id: `company-${company.id}`,
        group: 'companies',
        label: company.name,
        detail: company.city,
        to: `/companies/${company.id}`,
      });
    }
  }
  if (allowed.includes('contacts')) {
    for (const contact of response.contacts.data) {
      items.push({
        id: `contact-${contact.id}`,
        group: 'contacts',
        label: `${contact.name} ${contact.surname}`,
        detail: [contact.title, contact.company?.name].filter(Boolean).join(' · ') || null,
        to: `/contacts/${contact.id}`,
      });
    }
  }
  if (allowed.includes('brands')) {
    for (const brand of response.brands.data) {
      if (!brand.company) continue;
      items.push({
        id: `brand-${brand.id}`,
        group: 'brands',
        label: brand.name,
        detail: brand.company.name,
        to: `/companies/${brand.company.id}?brand=${brand.id}`,
      });
    }
  }
  return items;
}
