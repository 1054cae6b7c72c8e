import type { NielsenFilter } from '@adatlas/domain/companies';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { useNielsenOptions } from '../../../../shared/hooks/useNielsenOptions.ts';
import { RangeFilterForm } from './RangeFilterForm.tsx';

export interface NielsenFilterFormProps {
  onAdd: (filter: NielsenFilter) => void;
}

/**
 * Spec data §5: Add needs a year, at least one channel and a min or a max. The channels and the
 * years are the country's own (those with spend in the chosen channels).
 */
export function NielsenFilterForm({ onAdd }: NielsenFilterFormProps) {
  const { t } = useTranslation();
  const [channels, setChannels] = useState<string[]>([]);
  const options = useNielsenOptions(channels);
  return (
    <RangeFilterForm
      keys={channels}
      years={options.years}
      keyInput={
        <Select
          mode="multiple"
          placeholder={t('FILTERS.CHANNEL')}
          aria-label={t('FILTERS.CHANNEL')}
          value={channels}
          onChange={setChannels}
          loading={options.isPending}
          options={options.channels.map((value) => ({ value, label: value }))}
          style={{ minWidth: 200 }}
          data-testid="nielsen-filter-channels"
        />
      }
      onAdd={(range) => {
        onAdd({ ...range, key: channels });
        setChannels([]);
      }}
    />
  );
}
