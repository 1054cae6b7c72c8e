import type { TenantId } from '../tenants/tenants.constants.ts';
import {
  COMPANY_SECTION_SCOPES,
  COMPANY_SECTIONS,
  type CompanySection,
  NIELSEN_GRAND_TOTAL_KEY,
  NIELSEN_NON_SERIES_KEYS,
  PITCH_CREA_COMPANY_TYPES,
  SOCIAL_NETWORKS,
  UNAVAILABLE_COMPANY_FILTERS,
} from './companies.constants.ts';
import type {
  CompanySections,
  FinancialYear,
  GroupTreeNode,
  NielsenHistory,
  NielsenSpendRow,
  SocialMediaMeasurement,
  SocialMediaNetwork,
} from './company-detail.schemas.ts';

/** The filters of `filters` that the tenant does not offer (sent with a value). */
export function findUnavailableCompanyFilters(tenant: TenantId, filters: object): string[] {
  const unavailable = UNAVAILABLE_COMPANY_FILTERS[tenant] ?? [];
  return unavailable.filter((name) => {
    const value = (filters as Record<string, unknown>)[name];
    return value !== undefined && !(Array.isArray(value) && value.length === 0);
  });
}

/** Which tabs the company page shows: data present, company type allowing it, and the user's scope. */
export function computeCompanySections(
  probe: Record<CompanySection, boolean>,
  companyType: string,
  hasScope: (scope: string) => boolean,
): CompanySections {
  const typeHasPitchAndCrea = (PITCH_CREA_COMPANY_TYPES as readonly string[]).includes(companyType);
  const entries = COMPANY_SECTIONS.map((section) => {
    const scopes: readonly string[] = COMPANY_SECTION_SCOPES[section];
    const typeAllows = section === 'pitch' || section === 'creativity' ? typeHasPitchAndCrea : true;
    return [section, probe[section] && typeAllows && scopes.every(hasScope)] as const;
  });
  return Object.fromEntries(entries) as CompanySections;
}

/** Years where every figure is missing are hidden (spec data §2 Financials tab). */
export function visibleFinancialYears(years: FinancialYear[]): FinancialYear[] {
  return years.filter(
    (y) =>
      y.revenue !== null || y.operatingResult !== null || y.employees !== null || y.personnelCost !== null,
  );
}

/**
 * Splits stored spend into plottable channel rows and one grand total per year: the stored
 * GRAND TOTAL when present, else the sum of the channels.
 */
export function splitNielsenHistory(rows: NielsenSpendRow[]): NielsenHistory {
  const nonSeries = new Set<string>(NIELSEN_NON_SERIES_KEYS);
  const series = rows.filter((row) => !nonSeries.has(row.channel.toUpperCase()));
  const years = [...new Set(rows.map((row) => row.year))].sort((a, b) => a - b);
  const grandTotals = years.map((year) => {
    const stored = rows.find(
      (row) => row.year === year && row.channel.toUpperCase() === NIELSEN_GRAND_TOTAL_KEY,
    );
    const sum = series.filter((row) => row.year === year).reduce((total, row) => total + row.amount, 0);
    return { year, amount: stored ? stored.amount : Math.round(sum * 100) / 100 };
  });
  const channels = [...new Set(series.map((row) => row.channel))].sort();
  return { years, channels, rows: series, grandTotals };
}

/**
 * One entry per network: its latest measurement plus the follower counts over time (oldest first,
 * measurements without a count left out). Networks with the most followers first; those without
 * a count (the app stores) last, in the order of SOCIAL_NETWORKS.
 */
export function summariseSocialMedia(rows: readonly SocialMediaMeasurement[]): SocialMediaNetwork[] {
  const byNetwork = new Map<SocialMediaMeasurement['network'], SocialMediaMeasurement[]>();
  for (const row of rows) byNetwork.set(row.network, [...(byNetwork.get(row.network) ?? []), row]);
  const networks = [...byNetwork.values()].map((measurements) => {
    const sorted = [...measurements].sort((a, b) => a.measuredAt.localeCompare(b.measuredAt));
    const latest = sorted[sorted.length - 1] as SocialMediaMeasurement;
    const history = sorted.flatMap((m) =>
      m.followers === null ? [] : [{ measuredAt: m.measuredAt, followers: m.followers }],
    );
    return { ...latest, history };
  });
  const rank = (network: SocialMediaNetwork) => SOCIAL_NETWORKS.indexOf(network.network);
  return networks.sort((a, b) => (b.followers ?? -1) - (a.followers ?? -1) || rank(a) - rank(b));
}

/** Builds the group tree from flat {id, name, parentId} rows, starting at the root. */
export function buildGroupTree(
  rootId: number,
  rows: { id: number; name: string; parentId: number | null }[],
): GroupTreeNode | null {
  const byParent = new Map<number, { id: number; name: string }[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  }
  const root = rows.find((row) => row.id === rootId);
  if (!root) return null;
  const seen = new Set<number>();
  const build = (node: { id: number; name: string }): GroupTreeNode => {
    seen.add(node.id);
    const children = (byParent.get(node.id) ?? []).filter((child) => !seen.has(child.id));
    return {
      id: node.id,
      name: node.name,
      children: children.sort((a, b) => a.name.localeCompare(b.name)).map(build),
    };
  };
  return build(root);
}
