import {
  findRecordField,
  type LookupEntity,
  RECORD_ENTITIES,
  RECORD_FIELDS,
  RECORD_LIST_COLUMNS,
  type RecordEntity,
  type RecordValues,
} from '@adatlas/domain/admin';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { recordsQueries } from '../api/records.queries.ts';
import { formatRecordDate } from '../utils/formatRecordDate.ts';
import { RecordDetailPane } from './RecordDetailPane.tsx';

/** The list column (if any) holding another record's id, and the names of the ids on this page. */
function useReferencedNames(entity: RecordEntity, rows: RecordValues[] | undefined) {
  const field = RECORD_FIELDS[entity].find(
    (candidate) =>
      RECORD_LIST_COLUMNS[entity].includes(candidate.key) && candidate.lookup?.source === 'records',
  );
  const target: LookupEntity = field?.lookup?.source === 'records' ? field.lookup.entity : 'companies';
  const ids = [...new Set((rows ?? []).map((row) => Number(row[field?.key ?? ''])).filter((id) => id > 0))];
  const names = useQuery({
    ...recordsQueries.lookup(target, { ids }),
    enabled: field !== undefined && ids.length > 0,
  });
  return {
    column: field?.key,
    nameOf: (id: unknown) => names.data?.find((option) => option.id === Number(id))?.label,
  };
}

/** Records of the current country, entity by entity, opened in the generic detail pane. */
export function RecordsPanel() {
  const { t } = useTranslation();
  const [entity, setEntity] = useState<RecordEntity>('companies');
  const [filters, setFilters] = useState({ q: '', page: 1 });
  // The box is controlled so that switching the entity empties it with the filter it applied.
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<{ id: number | null } | null>(null);
  const records = useQuery(recordsQueries.records(entity, { q: filters.q || undefined, page: filters.page }));
  const columns = ['id', ...RECORD_LIST_COLUMNS[entity]];
  const referenced = useReferencedNames(entity, records.data?.data);
  const cellText = (key: string, value: unknown): string => {
    if (value === null || value === undefined) return '';
    if (key === referenced.column) return referenced.nameOf(value) ?? `#${value}`;
    const field = findRecordField(entity, key);
    if (field?.type === 'date') return formatRecordDate(String(value));
    if (field?.optionLabels) return t(`${field.optionLabels}.${String(value).toUpperCase()}`);
    return String(value);
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          value={entity}
          aria-label={t('ADMIN.RECORDS.KIND')}
          style={{ width: 220 }}
          onChange={(value) => {
            setEntity(value);
            setSearch('');
            setFilters({ q: '', page: 1 });
          }}
          options={RECORD_ENTITIES.map((value) => ({
            value,
            label: t(`ADMIN.ENTITY.${value.toUpperCase()}`),
          }))}
        />
        <Input.Search
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={(q) => setFilters({ q, page: 1 })}
          style={{ width: 280 }}
          placeholder={t('ADMIN.RECORDS.SEARCH')}
          data-testid="record-search"
        />
        <Button type="primary" onClick={() => setOpen({ id: null })}>
          {t('ADMIN.RECORDS.CREATE')}
        </Button>
      </Space>
      <Table<RecordValues>
        rowKey={(row) => String(row.id)}
        size="small"
        loading={records.isFetching}
        dataSource={records.data?.data}
        onRow={(row) => ({ onClick: () => setOpen({ id: Number(row.id) }), style: { cursor: 'pointer' } })}
        pagination={{
          current: filters.page,
          pageSize: 20,
          total: records.data?.pageInfo.totalResults,
          showSizeChanger: false,
          onChange: (page) => setFilters((current) => ({ ...current, page })),
        }}
        columns={columns.map((key) => ({
          key,
          dataIndex: key,
          title: t(`ADMIN.FIELD.${key.toUpperCase()}`),
          render: (value: unknown) => cellText(key, value),
        }))}
      />
      {open ? (
        <RecordDetailPane
          key={`${entity}-${open.id}`}
          entity={entity}
          recordId={open.id}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Space>
  );
}
