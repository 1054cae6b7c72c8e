import type { AuditEntry } from '@adatlas/domain/admin';
import { Table, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { type AuditChange, type AuditSide, auditDiff } from '../utils/auditDiff.ts';
import { auditFieldLabel } from '../utils/auditLabels.ts';

export interface AuditChangesProps {
  entry: AuditEntry;
}

/** An audit row's before / after as a field-by-field table of what changed. */
export function AuditChanges({ entry }: AuditChangesProps) {
  const { t } = useTranslation();
  const changes = auditDiff(entry.before, entry.after);
  if (changes.length === 0) {
    return <Typography.Text type="secondary">{t('ADMIN.AUDIT.NO_CHANGES')}</Typography.Text>;
  }
  const cell = (side: AuditSide) => {
    switch (side.kind) {
      case 'absent':
        return <Typography.Text type="secondary">—</Typography.Text>;
      case 'unrecorded':
        return (
          <Typography.Text type="secondary" italic>
            {t('ADMIN.AUDIT.NOT_RECORDED')}
          </Typography.Text>
        );
      case 'value':
        return side.text === null ? (
          <Typography.Text type="secondary" italic>
            {t('ADMIN.AUDIT.EMPTY_VALUE')}
          </Typography.Text>
        ) : (
          // Stored JSON can be long and unbroken: it wraps anywhere rather than widen the page.
          <span style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{side.text}</span>
        );
    }
  };
  return (
    <Table<AuditChange>
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={changes}
      tableLayout="fixed"
      data-testid={`audit-changes-${entry.id}`}
      columns={[
        {
          title: t('ADMIN.AUDIT.FIELD'),
          dataIndex: 'field',
          width: '30%',
          render: (field: string) => (
            <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
              {auditFieldLabel(t, entry.entity, field)}
            </Typography.Text>
          ),
        },
        { title: t('ADMIN.AUDIT.BEFORE'), render: (_, change) => cell(change.before) },
        { title: t('ADMIN.AUDIT.AFTER'), render: (_, change) => cell(change.after) },
      ]}
    />
  );
}
