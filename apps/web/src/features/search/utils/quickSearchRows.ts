import type { QuickSearchResponse, SearchGroup } from '@adatlas/domain/search';

export interface QuickSearchRow {
  id: string;
  group: SearchGroup;
  label: string;
  detail: string | null;
  /** Where Enter or a click goes. */
  to: string;
  /** The "+ N results" overflow row of a group. */
  more?: number;
  /** The group's count stopped at its cap: there are more than `more` ("+ 995+ results"). */
  moreIsCapped?: boolean;
}

/**
 * Flattens the groups the viewer may open (`allowed`, see `allowedSearchGroups`) into navigable
 * rows, each group followed by its overflow row; the other groups are left out, rows and overflow.
 */
export function quickSearchRows(
  key: string,
  response: QuickSearchResponse,
  allowed: readonly SearchGroup[],
): QuickSearchRow[] {
  const rows: QuickSearchRow[] = [];
  const encoded = encodeURIComponent(key);
  const overflowPaths: Record<SearchGroup, string> = {
    companies: `/companies?key=${encoded}`,
    contacts: `/contacts?key=${encoded}`,
    brands: `/searchPage?key=${encoded}&tab=brands`,
  };
  const overflow = (group: SearchGroup, shown: number, total: number, capped: boolean) => {
    if (total <= shown && !capped) return;
    rows.push({
      id: `${group}-more`,
      group,
      label: '',
      detail: null,
      to: overflowPaths[group],
      more: total - shown,
      moreIsCapped: capped,
    });
  };
  if (allowed.includes('companies')) {
    for (const company of response.companies.data) {
      rows.push({
        id: `company-${company.id}`,
        group: 'companies',
        label: company.name,
        detail: company.city,
        to: `/companies/${company.id}`,
      });
    }
    const { data, totalResults, totalIsCapped } = response.companies;
    overflow('companies', data.length, totalResults, totalIsCapped);
  }
  if (allowed.includes('contacts')) {
    for (const contact of response.contacts.data) {
      rows.push({
        id: `contact-${contact.id}`,
        group: 'contacts',
        label: `${contact.name} ${contact.surname}`,
        detail: [contact.title, contact.company?.name].filter(Boolean).join(' · ') || null,
        to: `/contacts/${contact.id}`,
      });
    }
    const { data, totalResults, totalIsCapped } = response.contacts;
    overflow('contacts', data.length, totalResults, totalIsCapped);
  }
  if (allowed.includes('brands')) {
    for (const brand of response.brands.data) {
      rows.push({
        id: `brand-${brand.id}`,
        group: 'brands',
        label: brand.name,
        detail: brand.company?.name ?? null,
        to: brand.company ? `/companies/${brand.company.id}?brand=${brand.id}` : overflowPaths.brands,
      });
    }
    const { data, totalResults, totalIsCapped } = response.brands;
    overflow('brands', data.length, totalResults, totalIsCapped);
  }
  return rows;
}

/** The row index after moving by `step`, wrapping around (none active: the first or the last). */
export function moveActive(rows: readonly QuickSearchRow[], active: number, step: 1 | -1): number {
  const count = rows.length;
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (((active + step) % count) + count) % count;
}
