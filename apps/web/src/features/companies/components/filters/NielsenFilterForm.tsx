import type { NielsenFilter } from '@adatlas/domain/companies';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NIELSEN_CHANNELS } from '../../utils/filterRules.ts';
import { RangeFilterForm } from './RangeFilterForm.tsx';

export interface NielsenFilterFormProps {
  onAdd: (filter: NielsenFilter) => void;
}

/** Spec data §5: Add needs a year, at least one channel and a min or a max. */
export function NielsenFilterForm({ onAdd }: NielsenFilterFormProps) {
  const { t } = useTranslation();
  const [channels, setChannels] = useState<string[]>([]);
  return (
    <RangeFilterForm
      keys={channels}
      keyInput={
        <Select
          mode="tags"
          placeholder={t('FILTERS.CHANNEL')}
          aria-label={t('FILTERS.CHANNEL')}
          value={channels}
          onChange={setChannels}
          options={NIELSEN_CHANNELS.map((value) => ({ value, label: value }))}
          style={{ minWidth: 200 }}
        />
      }
      onAdd={(range) => {
        onAdd({ ...range, key: channels });
        setChannels([]);
      }}
    />
  );
}
