import type { CompanyDetail } from '@adatlas/domain/companies';
import { EnvironmentOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { openStreetMapLink } from '../../../../shared/utils/openStreetMapLink.ts';
import { StaticMap } from '../../../maps/index.ts';

export interface AddressCardProps {
  companyId: number;
  address: CompanyDetail['address'];
}

export function AddressCard({ companyId, address }: AddressCardProps) {
  const { t } = useTranslation();
  const lines = [
    address.address,
    address.addressNotes,
    [address.postalCode, address.city, address.province ? `(${address.province})` : null]
      .filter(Boolean)
      .join(' '),
    [address.region, address.nation].filter(Boolean).join(', '),
  ].filter(Boolean);
  const link = openStreetMapLink([address.address, address.postalCode, address.city, address.nation]);
  return (
    <Card title={t('PAGES.COMPANY.ADDRESS')} size="small">
      {lines.length > 0 ? (
        lines.map((line) => (
          <Typography.Text key={line} style={{ display: 'block' }}>
            {line}
          </Typography.Text>
        ))
      ) : (
        <Typography.Text type="secondary">{t('COMMON.NO_DATA')}</Typography.Text>
      )}
      {lines.length > 0 || address.position ? <StaticMap kind="company" id={companyId} /> : null}
      {link ? (
        <Typography.Link
          href={link}
          target="_blank"
          rel="noreferrer"
          style={{ display: 'inline-block', marginTop: 8 }}
          data-testid="map-link"
        >
          <EnvironmentOutlined /> {t('PAGES.COMPANY.OPEN_MAP')}
        </Typography.Link>
      ) : null}
    </Card>
  );
}
