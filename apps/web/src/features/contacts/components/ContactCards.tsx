import type { ContactDetail } from '@adatlas/domain/contacts';
import { formatDate } from '@adatlas/domain/formatting';
import { EnvironmentOutlined } from '@ant-design/icons';
import { Card, Col, Descriptions, Row, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { webAddressHref } from '../../../shared/ui/safeHref.ts';
import { TagOverflow } from '../../../shared/ui/TagOverflow.tsx';
import { openStreetMapLink } from '../../../shared/utils/openStreetMapLink.ts';
import { StaticMap } from '../../maps/index.ts';

export interface ContactCardsProps {
  contact: ContactDetail;
  hideEmail: boolean;
  /** One card per row on wide screens: in a page's side column, two side by side would break every address. */
  stacked?: boolean;
}

/** General info, address, nomination and brands of a contact (the modal's cards). */
export function ContactCards({ contact, hideEmail, stacked = false }: ContactCardsProps) {
  const { t } = useTranslation();
  const cardSpan = stacked ? { xs: 24, md: 12, lg: 24 } : { xs: 24, md: 12 };
  const { session } = useSession();
  const hasNomination =
    session?.flags.contactNomination !== false &&
    Boolean(contact.nomination_date || contact.nomination_comment);
  // Spec data §2: website, e-commerce, phones, fax, e-mail and VAT; the web and VAT are the company's.
  const info: { key: string; value: string | null | undefined; href?: string }[] = [
    { key: 'website', value: contact.company?.website, href: webAddressHref(contact.company?.website) },
    {
      key: 'e_commerce',
      value: contact.company?.e_commerce,
      href: webAddressHref(contact.company?.e_commerce),
    },
    { key: 'tel', value: contact.tel ?? contact.company?.tel },
    { key: 'phone', value: contact.phone },
    { key: 'fax', value: contact.fax ?? contact.company?.fax },
    {
      key: 'email',
      value: hideEmail ? null : contact.email,
      href: contact.email ? `mailto:${contact.email}` : undefined,
    },
    { key: 'vat', value: contact.company?.vat },
  ].filter((item) => item.value);
  const address = [contact.address, contact.city, contact.province, contact.nation].filter(Boolean);
  const map = openStreetMapLink(address);
  return (
    <Row gutter={[12, 12]}>
      <Col {...cardSpan}>
        <Card size="small" title={t('CONTACT.GENERAL_INFO')} style={{ height: '100%' }}>
          {info.length > 0 ? (
            <Descriptions
              column={1}
              size="small"
              items={info.map((item) => ({
                key: item.key,
                label: t(`CONTACT.FIELDS.${item.key.toUpperCase()}`),
                children: item.href ? (
                  <Typography.Link
                    href={item.href}
                    {...(item.key === 'email' ? {} : { target: '_blank', rel: 'noreferrer' })}
                  >
                    {item.value}
                  </Typography.Link>
                ) : (
                  item.value
                ),
              }))}
            />
          ) : (
            <Typography.Text type="secondary">{t('COMMON.NO_DATA')}</Typography.Text>
          )}
        </Card>
      </Col>
      <Col {...cardSpan}>
        <Card size="small" title={t('CONTACT.FIELDS.ADDRESS')} style={{ height: '100%' }}>
          {address.length > 0 ? (
            <Typography.Text style={{ display: 'block' }}>{address.join(', ')}</Typography.Text>
          ) : (
            <Typography.Text type="secondary">{t('COMMON.NO_DATA')}</Typography.Text>
          )}
          {address.length > 0 ? <StaticMap kind="contact" id={contact.id} /> : null}
          {map ? (
            <Typography.Link
              href={map}
              target="_blank"
              rel="noreferrer"
              style={{ display: 'inline-block', marginTop: 6 }}
            >
              <EnvironmentOutlined /> {t('PAGES.COMPANY.OPEN_MAP')}
            </Typography.Link>
          ) : null}
        </Card>
      </Col>
      {hasNomination ? (
        <Col {...cardSpan}>
          <Card size="small" title={t('CONTACT.NOMINATION')} style={{ height: '100%' }}>
            <Typography.Text strong style={{ display: 'block' }}>
              {formatDate(contact.nomination_date)}
            </Typography.Text>
            {contact.nomination_comment ? (
              <Typography.Text>{contact.nomination_comment}</Typography.Text>
            ) : null}
          </Card>
        </Col>
      ) : null}
      {contact.brands.length > 0 ? (
        <Col {...cardSpan}>
          <Card size="small" title={t('CONTACT.BRANDS')} style={{ height: '100%' }}>
            <TagOverflow labels={contact.brands.map((brand) => brand.name)} color="blue" />
          </Card>
        </Col>
      ) : null}
    </Row>
  );
}
