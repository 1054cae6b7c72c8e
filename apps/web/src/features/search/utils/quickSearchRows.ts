import type { QuickSearchResponse } from '@adatlas/domain/search';

export type QuickSearchGroup = 'companies' | 'contacts' | 'brands';

export interface QuickSearchRow {
  id: string;
  group: QuickSearchGroup;
  label: string;
  detail: string | null;
  /** Where Enter or a click goes; null when the user lacks the scope to open it. */
  to: string | null;
  /** The "+ N results" overflow row of a group. */
  more?: number;
  /** The group's count stopped at its cap: there are more than `more` ("+ 995+ results"). */
  moreIsCapped?: boolean;
}

const OVERFLOW_PATHS: Record<QuickSearchGroup, string> = {
  companies: '/companies',
  contacts: '/contacts',
  brands: '/searchPage',
};

/** Flattens the three groups into navigable rows, each group followed by its overflow row. */
export function quickSearchRows(
  key: string,
  response: QuickSearchResponse,
  can: { company: boolean; contact: boolean },
): QuickSearchRow[] {
  const rows: QuickSearchRow[] = [];
  const encoded = encodeURIComponent(key);
  const overflow = (group: QuickSearchGroup, shown: number, total: number, capped: boolean) => {
    if (total <= shown && !capped) return;
    rows.push({
      id: `${group}-more`,
      group,
      label: '',
      detail: null,
      to: `${OVERFLOW_PATHS[group]}?key=${encoded}`,
      more: total - shown,
      moreIsCapped: capped,
    });
  };
  for (const company of response.companies.data) {
    rows.push({
      id: `company-${company.id}`,
      group: 'companies',
      label: company.name,
      detail: company.city,
      to: can.company ? `/companies/${company.id}` : null,
    });
  }
  overflow(
    'companies',
    response.companies.data.length,
    response.companies.totalResults,
    response.companies.totalIsCapped,
  );
  for (const contact of response.contacts.data) {
    rows.push({
      id: `contact-${contact.id}`,
      group: 'contacts',
      label: `${contact.name} ${contact.surname}`,
      detail: [contact.title, contact.company?.name].filter(Boolean).join(' · ') || null,
      to: can.contact ? `/contacts/${contact.id}` : null,
    });
  }
  overflow(
    'contacts',
    response.contacts.data.length,
    response.contacts.totalResults,
    response.contacts.totalIsCapped,
  );
  for (const brand of response.brands.data) {
    rows.push({
      id: `brand-${brand.id}`,
      group: 'brands',
      label: brand.name,
      detail: brand.company?.name ?? null,
      to:
        brand.company && can.company
          ? `/companies/${brand.company.id}?brand=${brand.id}`
          : `/searchPage?key=${encoded}`,
    });
  }
  overflow(
    'brands',
    response.brands.data.length,
    response.brands.totalResults,
    response.brands.totalIsCapped,
  );
  return rows;
}

/** The next selectable row index when moving by `step` (rows without a target are skipped). */
export function moveActive(rows: readonly QuickSearchRow[], active: number, step: 1 | -1): number {
  const count = rows.length;
  for (let offset = 1; offset <= count; offset += 1) {
    const index = (((active + step * offset) % count) + count) % count;
    if (rows[index]?.to) return index;
  }
  return -1;
}
