import type {
  FinancialFilter,
  InvestmentRoundFilter,
  JobOfferFilter,
  NielsenFilter,
} from '@adatlas/domain/companies';
import { formatDate } from '@adatlas/domain/formatting';
import type { TFunction } from '../../../i18n/translator.ts';
import { currentLanguage } from '../../../shared/utils/currentLanguage.ts';

function bounds(min: number | undefined, max: number | undefined): string[] {
  return [
    min !== undefined ? `≥ ${min.toLocaleString(currentLanguage())}` : '',
    max !== undefined ? `≤ ${max.toLocaleString(currentLanguage())}` : '',
  ];
}

const join = (parts: (string | undefined)[]) => parts.filter(Boolean).join(' · ');

export function describeFinancialFilter(t: TFunction, filter: FinancialFilter): string {
  return join([String(filter.year), t(`FILTERS.FINANCIAL.${filter.key}`), ...bounds(filter.min, filter.max)]);
}

export function describeNielsenFilter(filter: NielsenFilter): string {
  return join([String(filter.year), filter.key.join(', '), ...bounds(filter.min, filter.max)]);
}

export function describeJobOfferFilter(filter: JobOfferFilter): string {
  return join([
    filter.jobTitle?.join(', '),
    filter.description?.join(', '),
    filter.location,
    filter.contractType,
  ]);
}

export function describeInvestmentRoundFilter(t: TFunction, filter: InvestmentRoundFilter): string {
  const text = join([
    filter.types?.length ? t('FILTERS.FUNDING_TYPES_COUNT', { count: filter.types.length }) : undefined,
    filter.fromDate ? `${t('FILTERS.FROM')} ${formatDate(filter.fromDate)}` : undefined,
    filter.toDate ? `${t('FILTERS.TO')} ${formatDate(filter.toDate)}` : undefined,
    filter.investorName?.join(', '),
    ...bounds(filter.min, filter.max),
  ]);
  return text || t('FILTERS.ANY_ROUND');
}
