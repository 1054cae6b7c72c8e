import type { LookupEntity, LookupOption, RecordLookup } from '@adatlas/domain/admin';
import { useQuery } from '@tanstack/react-query';
import { Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue.ts';
import { referenceListsQueries } from '../../admin-reference-lists/index.ts';
import { recordsQueries } from '../api/records.queries.ts';
import type { FieldControlProps } from './RecordFieldInput.tsx';

export interface RecordLookupSelectProps extends FieldControlProps {
  lookup: RecordLookup;
  fieldKey: string;
  disabled: boolean;
  allowClear: boolean;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

interface Option {
  value: number;
  label: string;
  detail?: string | null;
  disabled?: boolean;
}

const SEARCH_DELAY_MS = 300;
const MIN_SEARCH = 2;

const toOption = (row: LookupOption): Option => ({ value: row.id, label: row.label, detail: row.detail });

/** Records searched on the server as the user types (debounced); the held id shown by its name. */
function useRecordOptions(entity: LookupEntity, value: number | null, search: string) {
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const current = useQuery({
    ...recordsQueries.lookup(entity, { ids: value === null ? [] : [value] }),
    enabled: value !== null,
  });
  const found = useQuery({ ...recordsQueries.lookup(entity, { q }), enabled: q.length >= MIN_SEARCH });
  const options = useMemo(() => {
    const rows = [...(q.length >= MIN_SEARCH ? (found.data ?? []) : []), ...(current.data ?? [])];
    const unique = new Map(rows.map((row) => [row.id, toOption(row)]));
    return [...unique.values()];
  }, [found.data, current.data, q]);
  return { options, loading: found.isFetching || current.isLoading, searching: q.length >= MIN_SEARCH };
}

function useReferenceOptions(lookup: RecordLookup, value: number | null): Option[] {
  const tree = useQuery({
    ...referenceListsQueries.tree(lookup.source === 'tree' ? lookup.list : 'functions'),
    enabled: lookup.source === 'tree',
  });
  const flat = useQuery({
    ...referenceListsQueries.flat(lookup.source === 'list' ? lookup.list : ''),
    enabled: lookup.source === 'list',
  });
  return useMemo(() => {
    const rows =
      lookup.source === 'tree'
        ? (tree.data ?? []).map((node) => ({ id: node.id, label: node.key, active: node.active }))
        : (flat.data ?? []).map((item) => ({ id: item.id, label: item.label, active: item.active }));
    // An inactive entry is no longer chosen, but the one a record holds still shows its name.
    return rows
      .filter((row) => row.active || row.id === value)
      .map((row) => ({ value: row.id, label: row.label, disabled: !row.active }));
  }, [lookup.source, tree.data, flat.data, value]);
}

/** The detail pane's input for a field holding another record's id: a searchable select of names. */
export function RecordLookupSelect({
  lookup,
  fieldKey,
  disabled,
  allowClear,
  value,
  onChange,
  ...control
}: RecordLookupSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const id = typeof value === 'number' ? value : value === null || value === undefined ? null : Number(value);
  const records = useRecordOptions(lookup.source === 'records' ? lookup.entity : 'companies', id, search);
  const references = useReferenceOptions(lookup, id);
  const isRecords = lookup.source === 'records';
  const options = isRecords ? records.options : references;

  return (
    <Select<number>
      {...control}
      showSearch
      allowClear={allowClear}
      disabled={disabled}
      value={id ?? undefined}
      placeholder={isRecords ? t('ADMIN.LOOKUP.TYPE_TO_SEARCH') : t('COMMON.SELECT_FROM_LIST')}
      loading={isRecords && records.loading}
      filterOption={
        isRecords
          ? false
          : (input, option) =>
              String(option?.label ?? '')
                .toLowerCase()
                .includes(input.toLowerCase())
      }
      onSearch={isRecords ? setSearch : undefined}
      onChange={(next) => {
        setSearch('');
        onChange?.(next ?? null);
      }}
      notFoundContent={
        isRecords && !records.searching
          ? t('ADMIN.LOOKUP.MIN_CHARS', { min: MIN_SEARCH })
          : t('COMMON.NO_DATA')
      }
      options={options}
      optionRender={(option) => (
        <span data-option-id={option.data.value}>
          {option.data.label}
          {option.data.detail ? (
            <Typography.Text type="secondary" style={{ marginLeft: 6 }}>
              {option.data.detail}
            </Typography.Text>
          ) : null}
        </span>
      )}
      data-lookup={fieldKey}
      style={{ width: '100%' }}
    />
  );
}
