import type { Me } from '@adatlas/domain/auth';
import { formatDate } from '@adatlas/domain/formatting';
import { Descriptions } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { recapFullName } from '../utils/recapFullName.ts';

export interface BillingInfoRecapProps {
  user: Me;
  part: 'personal' | 'billing';
}

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');

/** The recap of the confirm-plan page: personal info or billing info as label/value rows. */
export function BillingInfoRecap({ user, part }: BillingInfoRecapProps) {
  const { t } = useTranslation();
  const info = user.billingInfo;
  const italy = info?.countrySpecificInfo?.italy;
  const address = info?.address;
  const items =
    part === 'personal'
      ? [
          {
            key: 'name',
            label: t('BILLING.FIELDS.FULL_NAME'),
            children: recapFullName(user),
          },
          { key: 'email', label: t('BILLING.FIELDS.EMAIL'), children: user.email },
          { key: 'birth', label: t('BILLING.FIELDS.BIRTH_DATE'), children: formatDate(info?.birthDate) },
          { key: 'phone', label: t('BILLING.FIELDS.PHONE_NUMBER'), children: info?.phoneNumber },
        ]
      : [
          {
            key: 'type',
            label: t('BILLING.SECTIONS.PERSON_TYPE'),
            children: info?.isCompany
              ? t('BILLING.PERSON_TYPE.JURIDICAL')
              : t('BILLING.PERSON_TYPE.PHYSICAL'),
          },
          ...(info?.isCompany
            ? [
                { key: 'company', label: t('BILLING.FIELDS.COMPANY_NAME'), children: info.companyName },
                { key: 'function', label: t('BILLING.FIELDS.FUNCTION'), children: info.function },
                {
                  key: 'adminEmail',
                  label: t('BILLING.FIELDS.ADMINISTRATION_EMAIL'),
                  children: info.administrationEmail,
                },
              ]
            : []),
          { key: 'taxId', label: t('BILLING.FIELDS.TAX_ID'), children: italy?.codiceFiscale },
          ...(italy?.pec ? [{ key: 'pec', label: t('BILLING.FIELDS.PEC'), children: italy.pec }] : []),
          ...(italy?.sdiCode
            ? [{ key: 'sdi', label: t('BILLING.FIELDS.SDI_CODE'), children: italy.sdiCode }]
            : []),
          {
            key: 'address',
            label: info?.isCompany
              ? t('BILLING.SECTIONS.REGISTERED_OFFICE')
              : t('BILLING.SECTIONS.RESIDENCE'),
            children: join(
              address?.addressLine1,
              address?.addressLine2,
              join(address?.postalCode, address?.city),
              address?.state,
              address?.country,
            ),
          },
        ];
  return (
    <Descriptions
      column={1}
      size="small"
      items={items.map((item) => ({ ...item, children: item.children || '—' }))}
    />
  );
}
