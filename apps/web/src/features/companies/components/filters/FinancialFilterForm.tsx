import { FINANCIAL_KEYS, type FinancialFilter } from '@adatlas/domain/companies';
import { Button, Flex, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canAddRangeFilter } from '../../utils/filterRules.ts';

export interface FinancialFilterFormProps {
  onAdd: (filter: FinancialFilter) => void;
}

type FinancialKey = (typeof FINANCIAL_KEYS)[number];

/** Spec data §5: Add needs a year, a key and a min or a max. */
export function FinancialFilterForm({ onAdd }: FinancialFilterFormProps) {
  const { t } = useTranslation();
  const [year, setYear] = useState<number | null>(null);
  const [key, setKey] = useState<FinancialKey | undefined>();
  const [min, setMin] = useState<number | null>(null);
  const [max, setMax] = useState<number | null>(null);
  const canAdd = canAddRangeFilter({ year, keys: key ? [key] : [], min, max });
  return (
    <Flex gap={8} wrap align="center">
      <InputNumber
        placeholder={t('FILTERS.YEAR')}
        min={1900}
        max={2100}
        value={year}
        onChange={setYear}
        style={{ width: 100 }}
      />
      <Select
        placeholder={t('FILTERS.FINANCIAL_KEY')}
        value={key}
        onChange={setKey}
        options={FINANCIAL_KEYS.map((value) => ({ value, label: t(`FILTERS.FINANCIAL.${value}`) }))}
        style={{ width: 180 }}
      />
      <InputNumber
        placeholder={t('FILTERS.MIN')}
        min={0}
        value={min}
        onChange={setMin}
        style={{ width: 130 }}
      />
      <InputNumber
        placeholder={t('FILTERS.MAX')}
        min={0}
        value={max}
        onChange={setMax}
        style={{ width: 130 }}
      />
      <Button
        disabled={!canAdd}
        onClick={() => {
          if (!year || !key) return;
          onAdd({ year, key, min: min ?? undefined, max: max ?? undefined });
          setMin(null);
          setMax(null);
        }}
      >
        {t('FILTERS.ADD')}
      </Button>
    </Flex>
  );
}
