import { Button, Flex, InputNumber, Select } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { canAddRangeFilter } from '../../utils/filterRules.ts';
import { MinMaxInputs } from './MinMaxInputs.tsx';

export interface YearRange {
  year: number;
  min?: number;
  max?: number;
}

export interface RangeFilterFormProps {
  /** What the range applies to, chosen in `keyInput`; Add stays disabled while it is empty. */
  keys: readonly string[];
  keyInput: ReactNode;
  /** The years to choose from (those with data); without them any year can be typed. */
  years?: readonly number[];
  onAdd: (range: YearRange) => void;
}

/**
 * Spec data §5: a year, the keys of `keyInput` and a min or a max, added together (the financial
 * and the Nielsen spend filters). Min and max clear after each Add.
 */
export function RangeFilterForm({ keys, keyInput, years, onAdd }: RangeFilterFormProps) {
  const { t } = useTranslation();
  const [year, setYear] = useState<number | null>(null);
  const [min, setMin] = useState<number | null>(null);
  const [max, setMax] = useState<number | null>(null);
  const canAdd = canAddRangeFilter({ year, keys: [...keys], min, max });
  return (
    <Flex gap={8} wrap align="center">
      {years ? (
        <Select
          placeholder={t('FILTERS.YEAR')}
          aria-label={t('FILTERS.YEAR')}
          value={year ?? undefined}
          onChange={setYear}
          options={years.map((value) => ({ value, label: String(value) }))}
          style={{ width: 100 }}
          data-testid="range-filter-year"
        />
      ) : (
        <InputNumber
          placeholder={t('FILTERS.YEAR')}
          aria-label={t('FILTERS.YEAR')}
          min={1900}
          max={2100}
          value={year}
          onChange={setYear}
          style={{ width: 100 }}
        />
      )}
      {keyInput}
      <MinMaxInputs min={min} max={max} onMinChange={setMin} onMaxChange={setMax} width={130} />
      <Button
        disabled={!canAdd}
        onClick={() => {
          if (!year) return;
          onAdd({ year, min: min ?? undefined, max: max ?? undefined });
          setMin(null);
          setMax(null);
        }}
      >
        {t('FILTERS.ADD')}
      </Button>
    </Flex>
  );
}
