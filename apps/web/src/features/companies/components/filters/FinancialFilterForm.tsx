import { FINANCIAL_KEYS, type FinancialFilter } from '@adatlas/domain/companies';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { RangeFilterForm } from './RangeFilterForm.tsx';

export interface FinancialFilterFormProps {
  onAdd: (filter: FinancialFilter) => void;
}

type FinancialKey = (typeof FINANCIAL_KEYS)[number];

/** Spec data §5: Add needs a year, a key and a min or a max. */
export function FinancialFilterForm({ onAdd }: FinancialFilterFormProps) {
  const { t } = useTranslation();
  const [key, setKey] = useState<FinancialKey | undefined>();
  return (
    <RangeFilterForm
      keys={key ? [key] : []}
      keyInput={
        <Select
          placeholder={t('FILTERS.FINANCIAL_KEY')}
          aria-label={t('FILTERS.FINANCIAL_KEY')}
          value={key}
          onChange={setKey}
          options={FINANCIAL_KEYS.map((value) => ({ value, label: t(`FILTERS.FINANCIAL.${value}`) }))}
          style={{ width: 180 }}
        />
      }
      onAdd={(range) => key && onAdd({ ...range, key })}
    />
  );
}
