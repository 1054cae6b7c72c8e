import type { FinancialFilter } from '@adatlas/domain/companies';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { describeFinancialFilter } from '../../utils/describeFilters.ts';
import { FilterFamily } from './FilterFamily.tsx';
import { FinancialFilterForm } from './FinancialFilterForm.tsx';

export interface FinancialFiltersFieldProps {
  value: FinancialFilter[] | undefined;
  onChange: (value: FinancialFilter[] | undefined) => void;
}

/** The financial-data family: one chip per year/figure/range, and the form that adds one. */
export function FinancialFiltersField({ value, onChange }: FinancialFiltersFieldProps) {
  const { t } = useTranslation();
  return (
    <FilterFamily
      items={value}
      describe={(f) => describeFinancialFilter(t, f)}
      onChange={onChange}
      testId="filter-financial"
    >
      {(add) => <FinancialFilterForm onAdd={add} />}
    </FilterFamily>
  );
}
