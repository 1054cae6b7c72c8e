import type { FinancialFilter } from '@adatlas/domain/companies';
import type { TFunction } from '../../../../i18n/translator.ts';
import type { FilterPanel } from '../../../../shared/ui/filters/FilterPanels.tsx';
import { type AcquisitionFilter, AcquisitionFilterFields } from './AcquisitionFilterFields.tsx';
import { FinancialFiltersField } from './FinancialFiltersField.tsx';

/**
 * The company data families both the company and the contact search filter on (the contact's
 * company): the same panel, label and flag on both.
 */
export function financialFiltersPanel(
  t: TFunction,
  flags: { companyFinancials?: boolean } | undefined,
  value: FinancialFilter[] | undefined,
  onChange: (financial_filters: FinancialFilter[] | undefined) => void,
): FilterPanel {
  return {
    key: 'financial',
    label: t('FILTERS.PANEL_FINANCIAL'),
    children: <FinancialFiltersField value={value} onChange={onChange} />,
    isShown: flags?.companyFinancials ?? true,
  };
}

export function acquisitionsPanel(
  t: TFunction,
  value: AcquisitionFilter,
  onChange: (patch: AcquisitionFilter) => void,
): FilterPanel {
  return {
    key: 'acquisitions',
    label: t('FILTERS.PANEL_ACQUISITIONS'),
    children: <AcquisitionFilterFields value={value} onChange={onChange} />,
  };
}
