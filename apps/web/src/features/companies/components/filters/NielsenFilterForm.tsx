import type { NielsenFilter } from '@adatlas/domain/companies';
import { Button, Flex, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canAddRangeFilter, NIELSEN_CHANNELS } from '../../utils/filterRules.ts';

export interface NielsenFilterFormProps {
  onAdd: (filter: NielsenFilter) => void;
}

/** Spec data §5: Add needs a year, at least one channel and a min or a max. */
export function NielsenFilterForm({ onAdd }: NielsenFilterFormProps) {
  const { t } = useTranslation();
  const [year, setYear] = useState<number | null>(null);
  const [channels, setChannels] = useState<string[]>([]);
  const [min, setMin] = useState<number | null>(null);
  const [max, setMax] = useState<number | null>(null);
  const canAdd = canAddRangeFilter({ year, keys: channels, min, max });
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
        mode="tags"
        placeholder={t('FILTERS.CHANNEL')}
        value={channels}
        onChange={setChannels}
        options={NIELSEN_CHANNELS.map((value) => ({ value, label: value }))}
        style={{ minWidth: 200 }}
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
          if (!year) return;
          onAdd({ year, key: channels, min: min ?? undefined, max: max ?? undefined });
          setChannels([]);
          setMin(null);
          setMax(null);
        }}
      >
        {t('FILTERS.ADD')}
      </Button>
    </Flex>
  );
}
