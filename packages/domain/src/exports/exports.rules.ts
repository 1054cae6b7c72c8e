import { billingPeriodAt } from '../billing/billing.rules.ts';
import { DEFAULT_LANGUAGE, type Language } from '../languages/languages.constants.ts';
import { languageFromAcceptLanguage } from '../languages/languages.rules.ts';
import { hasScope } from '../scopes/scopes.rules.ts';
import { WORK_RELATIONS_EXPORT_SCOPE } from './exports.constants.ts';

/** The language of a spreadsheet's headers: the caller's Accept-Language, else English. */
export function exportLanguage(acceptLanguage: string | undefined): Language {
  return languageFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

export interface ExportPluginPeriod {
  /** Months: 1 monthly, 12 yearly, 0 a one-off allowance that never renews. */
  period: number;
  periodStart: Date | null;
}

/**
 * Since when exports count against the company allowance: the start of the plugin's current
 * period, or the beginning of time for an allowance that never renews (or has no start yet).
 */
export function exportCountingSince(plugin: ExportPluginPeriod, now: Date): Date {
  if (plugin.period === 0 || plugin.periodStart === null) return new Date(0);
  return billingPeriodAt(plugin.periodStart, plugin.period, now).start;
}

export type ExportDecision = { allowed: true } | { allowed: false; remaining: number };

/** An export goes through whole or not at all: `requested` rows must fit in what remains. */
export function decideExport({
  remaining,
  requested,
}: {
  remaining: number;
  requested: number;
}): ExportDecision {
  return remaining > 0 && requested <= remaining ? { allowed: true } : { allowed: false, remaining };
}

/**
 * `tag_{name}_companies.xlsx`, the name made safe for every file system: path separators, reserved
 * punctuation and control characters become `_`; letters of any script are kept.
 */
export function tagCompaniesFileName(tagName: string): string {
  const safe = tagName
    .trim()
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, '_')
    .replace(/\s+/g, ' ');
  return `tag_${safe || 'tag'}_companies.xlsx`;
}

/** The work-relation export button: admins, and users holding the export scope (spec data §6). */
export function canExportWorkRelations(viewer: { isAdmin: boolean; scopes: readonly string[] }): boolean {
  return viewer.isAdmin || hasScope(viewer.scopes, WORK_RELATIONS_EXPORT_SCOPE);
}
