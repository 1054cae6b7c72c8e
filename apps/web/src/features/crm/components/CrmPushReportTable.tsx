import type { CrmPushRow } from '@adatlas/domain/crm';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { CRM_OUTCOME_KEYS, CRM_REASON_KEYS } from '../crmLabels.ts';

export interface CrmPushReportTableProps {
  rows: CrmPushRow[];
}

const OUTCOME_COLORS = {
  created: 'green',
  updated: 'blue',
  skipped: 'default',
  failed: 'red',
  pending: 'processing',
};

/** One line per contact of the push: what the CRM made of it, or why it was not sent. */
export function CrmPushReportTable({ rows }: CrmPushReportTableProps) {
  const { t } = useTranslation();
  return (
    <Table<CrmPushRow>
      size="small"
      rowKey={(row) => `${row.contactId}`}
      dataSource={rows}
      pagination={rows.length > 10 ? { pageSize: 10, size: 'small', showSizeChanger: false } : false}
      locale={{ emptyText: t('CRM.PUSH.EMPTY') }}
      data-testid="crm-report"
      columns={[
        {
          key: 'contact',
          title: t('CRM.REPORT.CONTACT'),
          render: (_, row) => (
            <>
              <div>{[row.name, row.surname].filter(Boolean).join(' ') || `#${row.contactId}`}</div>
              {row.company ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {row.company}
                </Typography.Text>
              ) : null}
            </>
          ),
        },
        {
          key: 'outcome',
          title: t('CRM.REPORT.RESULT'),
          render: (_, row) => {
            const outcome = row.outcome ?? 'pending';
            return (
              <Tag color={OUTCOME_COLORS[outcome]} data-testid={`crm-outcome-${row.contactId}`}>
                {t(CRM_OUTCOME_KEYS[outcome])}
              </Tag>
            );
          },
        },
        {
          key: 'reason',
          title: t('CRM.REPORT.REASON'),
          render: (_, row) => (row.reason ? t(CRM_REASON_KEYS[row.reason]) : null),
        },
      ]}
    />
  );
}
