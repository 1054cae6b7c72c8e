import type { ReachRule } from '@adatlas/domain/market-data';
import { brandReachRuleSchema, VALIDATION_MESSAGE } from '@adatlas/domain/validation';

export interface ReachRuleDraft {
  year?: number | null;
  minReach?: number | null;
  maxReach?: number | null;
}

export type ReachRuleField = 'year' | 'minReach' | 'maxReach';

const MESSAGE_KEYS: Record<string, string> = {
  [VALIDATION_MESSAGE.invalidYear]: 'PAGES.BRAND_ADVERTISERS.REACH_INVALID_YEAR',
  [VALIDATION_MESSAGE.minReachNegative]: 'PAGES.BRAND_ADVERTISERS.REACH_MIN_NEGATIVE',
  [VALIDATION_MESSAGE.maxReachBelowMin]: 'PAGES.BRAND_ADVERTISERS.REACH_MAX_BELOW_MIN',
};

/**
 * Checks a draft with the domain's brand reach rule (year 2000 to this year, min ≥ 0, max ≥ min):
 * the rule to add, or the message key of each field in error. A missing year is an error the
 * form shows only once a year was typed, so `year` is left out of `errors` for an empty draft.
 */
export function checkReachRule(
  draft: ReachRuleDraft,
  now: Date,
): { rule: ReachRule | null; errors: Partial<Record<ReachRuleField, string>> } {
  const parsed = brandReachRuleSchema(now).safeParse({
    year: draft.year ?? undefined,
    minReach: draft.minReach,
    maxReach: draft.maxReach,
  });
  if (parsed.success) {
    const { year, minReach, maxReach } = parsed.data;
    return { rule: { year, minReach: minReach ?? 0, maxReach: maxReach ?? undefined }, errors: {} };
  }
  const errors: Partial<Record<ReachRuleField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ReachRuleField;
    if (field === 'year' && draft.year == null) continue;
    errors[field] ??= MESSAGE_KEYS[issue.message] ?? 'PAGES.BRAND_ADVERTISERS.REACH_INVALID_YEAR';
  }
  return { rule: null, errors };
}

/** Rules in the URL: `year:min:max`, the max left empty when open. */
export function encodeReachRule(rule: ReachRule): string {
  return `${rule.year}:${rule.minReach}:${rule.maxReach ?? ''}`;
}

export function decodeReachRule(text: string, now: Date): ReachRule | null {
  const [year, min, max] = text.split(':');
  const toNumber = (value: string | undefined) => (value ? Number(value) : undefined);
  return checkReachRule({ year: toNumber(year), minReach: toNumber(min), maxReach: toNumber(max) }, now).rule;
}
