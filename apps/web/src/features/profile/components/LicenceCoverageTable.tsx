import {
  type LicenceCoverage,
  type LicenceCoverageStatus,
  licenceCoverageStatus,
} from '@adatlas/domain/billing';
import { formatDate } from '@adatlas/domain/formatting';
import type { TenantId } from '@adatlas/domain/tenants';
import { Space, Table, Tag } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { TenantFlag } from '../../tenants/index.ts';

export interface LicenceCoverageTableProps {
  licence: readonly LicenceCoverage[];
  /** The country the user is signed in to, marked as current. */
  tenant: TenantId;
  now: Date;
}

const STATUS_TAG: Record<LicenceCoverageStatus, { color: string; key: string }> = {
  active: { color: 'success', key: 'PROFILE.SUBSCRIPTION.STATUS_ACTIVE' },
  expiring: { color: 'warning', key: 'PROFILE.SUBSCRIPTION.STATUS_EXPIRING' },
  expired: { color: 'default', key: 'PROFILE.SUBSCRIPTION.STATUS_EXPIRED' },
};

/** Each country of a contract licence with the day access there ends (DD-MM-YYYY) and its state. */
export function LicenceCoverageTable({ licence, tenant, now }: LicenceCoverageTableProps) {
  const { t } = useTranslation();
  return (
    <Table<LicenceCoverage>
      size="small"
      rowKey="tenant"
      pagination={false}
      dataSource={[...licence]}
      data-testid="subscription-licence"
      onRow={(entry) => ({ 'data-testid': `subscription-licence-${entry.tenant}` }) as object}
      columns={[
        {
          key: 'country',
          title: t('PROFILE.SUBSCRIPTION.COUNTRY'),
          render: (_, entry) => (
            <Space size={8} wrap>
              <span style={{ whiteSpace: 'nowrap' }}>
                <TenantFlag tenant={entry.tenant} /> {t(`TENANT.${entry.tenant}`)}
              </span>
              {entry.tenant === tenant ? (
                <Tag color="blue" bordered={false}>
                  {t('PROFILE.SUBSCRIPTION.CURRENT_COUNTRY')}
                </Tag>
              ) : null}
            </Space>
          ),
        },
        {
          key: 'expiry',
          title: t('PROFILE.SUBSCRIPTION.ACCESS_UNTIL'),
          render: (_, entry) => (
            <span data-testid="licence-expiry">{formatDate(new Date(entry.exp * 1000), 'DD-MM-YYYY')}</span>
          ),
        },
        {
          key: 'status',
          title: t('PROFILE.SUBSCRIPTION.STATUS'),
          align: 'end',
          render: (_, entry) => {
            const status = STATUS_TAG[licenceCoverageStatus(entry.exp, now)];
            return (
              <Tag color={status.color} style={{ marginInlineEnd: 0 }}>
                {t(status.key)}
              </Tag>
            );
          },
        },
      ]}
    />
  );
}
