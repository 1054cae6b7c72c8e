import type { LocationField } from '@adatlas/domain/reference-lists';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { type LocationEntity, referenceListQueries } from '../../../../shared/api/referenceLists.queries.ts';
import { useDebouncedValue } from '../../../../shared/hooks/useDebouncedValue.ts';
import { useSession } from '../../../../shared/session/useSession.ts';
import { useFilterControlLabel } from '../../hooks/useFilterControlLabel.ts';
import type { FacetCounts } from '../../utils/facetCounts.ts';
import { FacetLabel } from './FacetLabel.tsx';

export interface LookupSelectProps {
  /** Whose values to offer: the companies' or the contacts' own (spec data §7). */
  entity: LocationEntity;
  field: LocationField;
  value: string[] | undefined;
  onChange: (value: string[] | undefined) => void;
  placeholder: string;
  /** Defaults to `filter-<field>`; needed when one form has two selects of the same field. */
  testId?: string;
  /** How many records each value finds: the most frequent are offered first, with their counts. */
  counts?: FacetCounts;
}

/** Multi-select over the tenant's city, province or region values, looked up as the user types. */
export function LookupSelect({
  entity,
  field,
  value,
  onChange,
  placeholder,
  testId,
  counts,
}: LookupSelectProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const label = useFilterControlLabel(placeholder);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const options = useQuery(referenceListQueries.field(session?.tenant ?? '', entity, field, q));
  // Before any typing, the values most records hold come first.
  const frequent = q === '' ? [...(counts?.byValue.keys() ?? [])].map(String) : [];
  const offered = [...new Set([...frequent, ...(options.data ?? [])])];
  return (
    <Select
      mode="multiple"
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value ?? []}
      onChange={(next: string[]) => onChange(next.length > 0 ? next : undefined)}
      onBlur={() => setSearch('')}
      placeholder={placeholder}
      loading={options.isFetching}
      notFoundContent={t('COMMON.NO_DATA')}
      options={offered.map((item) => ({ value: item, label: item }))}
      optionRender={(option) => (
        <FacetLabel label={String(option.label)} value={String(option.value)} counts={counts} />
      )}
      style={{ width: '100%' }}
      data-testid={testId ?? `filter-${field}`}
      {...label}
    />
  );
}
