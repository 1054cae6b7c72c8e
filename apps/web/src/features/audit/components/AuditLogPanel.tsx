import { AUDIT_PAGE_SIZE, type AuditEntry } from '@adatlas/domain/admin';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Select, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useIsMobile } from '../../../shared/hooks/useIsMobile.ts';
import { ApiErrorAlert } from '../../../shared/ui/ApiErrorAlert.tsx';
import { formatDateTime } from '../../../shared/utils/formatDateTime.ts';
import { auditQueries } from '../api/audit.queries.ts';
import { type AuditFilters, auditFiltersParams, parseAuditFilters } from '../utils/auditFilters.ts';
import { AUDIT_FILTER_ENTITIES, auditActionLabel, auditEntityLabel } from '../utils/auditLabels.ts';
import { AuditChanges } from './AuditChanges.tsx';

const ACTION_COLORS: Record<string, string> = {
  create: 'green',
  update: 'blue',
  move: 'blue',
  delete: 'red',
};

/**
 * The back-office audit trail for super admins: who changed what and when, newest first, each
 * row opening onto the fields it changed. Filters and page live in the URL.
 */
export function AuditLogPanel() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseAuditFilters(searchParams);
  // The id field is typed freely and applied on Enter; it restarts from the URL's value.
  const [entityIdDraft, setEntityIdDraft] = useState(filters.entityId ?? '');
  const audit = useQuery(auditQueries.audit(filters));
  const isFiltered = filters.entity !== undefined || filters.entityId !== undefined;

  const apply = (change: Partial<AuditFilters>) =>
    setSearchParams(auditFiltersParams({ ...filters, page: 1, ...change }));
  const clear = () => {
    setEntityIdDraft('');
    setSearchParams(new URLSearchParams());
  };

  const when = (entry: AuditEntry) => (
    <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</span>
  );
  const who = (entry: AuditEntry) => (
    <span style={{ overflowWrap: 'anywhere' }}>{entry.actorEmail ?? t('ADMIN.AUDIT.SYSTEM')}</span>
  );
  const action = (entry: AuditEntry) => (
    <Tag color={ACTION_COLORS[entry.action]}>{auditActionLabel(t, entry.action)}</Tag>
  );
  const item = (entry: AuditEntry) => (
    <span>
      {auditEntityLabel(t, entry.entity)}
      {entry.entityId ? <Typography.Text type="secondary"> #{entry.entityId}</Typography.Text> : null}
    </span>
  );
  const country = (entry: AuditEntry) =>
    entry.tenant ? t(`TENANT.${entry.tenant}`, { defaultValue: entry.tenant }) : '—';
  const columns: TableColumnsType<AuditEntry> = [
    { title: t('ADMIN.AUDIT.WHEN'), key: 'when', render: (_, entry) => when(entry) },
    { title: t('ADMIN.AUDIT.WHO'), key: 'who', render: (_, entry) => who(entry) },
    { title: t('ADMIN.AUDIT.ACTION_COLUMN'), key: 'action', render: (_, entry) => action(entry) },
    { title: t('ADMIN.AUDIT.ENTITY_COLUMN'), key: 'item', render: (_, entry) => item(entry) },
    { title: t('ADMIN.AUDIT.COUNTRY'), key: 'country', render: (_, entry) => country(entry) },
  ];
  // On a phone the five columns fold into one, so the row and the changes it opens fit the screen.
  const summaryColumn: TableColumnsType<AuditEntry>[number] = {
    title: t('ADMIN.AUDIT.CHANGE'),
    key: 'summary',
    render: (_, entry) => (
      <Space direction="vertical" size={2}>
        <span>
          {action(entry)}
          {item(entry)}
        </span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {when(entry)} · {who(entry)}
          {entry.tenant ? ` · ${country(entry)}` : null}
        </Typography.Text>
      </Space>
    ),
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="audit-log">
      <Typography.Text type="secondary">{t('ADMIN.AUDIT.HINT')}</Typography.Text>
      <Space wrap style={isMobile ? { width: '100%' } : undefined}>
        <Select<string>
          allowClear
          showSearch
          optionFilterProp="label"
          value={filters.entity}
          placeholder={t('ADMIN.AUDIT.FILTER_ENTITY')}
          aria-label={t('ADMIN.AUDIT.FILTER_ENTITY_LABEL')}
          onChange={(entity) => apply({ entity: entity || undefined })}
          style={{ width: isMobile ? '100%' : 240 }}
          options={AUDIT_FILTER_ENTITIES.map((entity) => ({
            value: entity,
            label: auditEntityLabel(t, entity),
          }))}
          data-testid="audit-entity-filter"
        />
        <Input.Search
          allowClear
          value={entityIdDraft}
          onChange={(event) => setEntityIdDraft(event.target.value)}
          onSearch={(value) => apply({ entityId: value.trim() || undefined })}
          placeholder={t('ADMIN.AUDIT.FILTER_ENTITY_ID')}
          aria-label={t('ADMIN.AUDIT.FILTER_ENTITY_ID')}
          maxLength={60}
          style={{ width: isMobile ? '100%' : 200 }}
          data-testid="audit-entity-id-filter"
        />
        {isFiltered ? <Button onClick={clear}>{t('ADMIN.AUDIT.CLEAR_FILTERS')}</Button> : null}
      </Space>
      {audit.isError ? (
        <div data-testid="audit-error">
          <ApiErrorAlert error={audit.error} />
          <Button onClick={() => void audit.refetch()}>{t('COMMON.RETRY')}</Button>
        </div>
      ) : null}
      <Table<AuditEntry>
        rowKey="id"
        size="small"
        loading={audit.isFetching}
        dataSource={audit.data?.data}
        locale={{ emptyText: t(isFiltered ? 'ADMIN.AUDIT.EMPTY_FILTERED' : 'ADMIN.AUDIT.EMPTY') }}
        expandable={{ expandedRowRender: (entry) => <AuditChanges entry={entry} /> }}
        pagination={{
          current: filters.page,
          pageSize: AUDIT_PAGE_SIZE,
          total: audit.data?.pageInfo.totalResults,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (page) => apply({ page }),
        }}
        columns={isMobile ? [summaryColumn] : columns}
      />
    </Space>
  );
}
