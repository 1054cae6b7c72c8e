import { Col, Input, Row } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { PlaceAutocomplete } from '../../maps/index.ts';
import { BillingField } from './BillingField.tsx';
import { CountrySelect } from './CountrySelect.tsx';

export interface AddressFieldsProps {
  /** The registered office requires every field but the state; a residence none. */
  required: boolean;
}

const field = (name: string) => ['address', name] as const;

export function AddressFields({ required }: AddressFieldsProps) {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <BillingField
          name={field('addressLine1')}
          label={t('BILLING.FIELDS.ADDRESS_LINE_1')}
          required={required}
        >
          <PlaceAutocomplete
            group={['address']}
            placeholder={t('BILLING.FIELDS.ADDRESS_SEARCH_PLACEHOLDER')}
          />
        </BillingField>
      </Col>
      <Col xs={24} md={12}>
        <BillingField
          name={field('addressLine2')}
          label={t('BILLING.FIELDS.ADDRESS_LINE_2')}
          required={required}
        >
          <Input autoComplete="address-line2" />
        </BillingField>
      </Col>
      <Col xs={24} md={12}>
        <BillingField name={field('city')} label={t('BILLING.FIELDS.CITY')} required={required}>
          <Input autoComplete="address-level2" />
        </BillingField>
      </Col>
      <Col xs={24} md={12}>
        <BillingField name={field('state')} label={t('BILLING.FIELDS.STATE')}>
          <Input autoComplete="address-level1" />
        </BillingField>
      </Col>
      <Col xs={24} md={12}>
        <BillingField name={field('postalCode')} label={t('BILLING.FIELDS.POSTAL_CODE')} required={required}>
          <Input autoComplete="postal-code" />
        </BillingField>
      </Col>
      <Col xs={24} md={12}>
        <BillingField name={field('country')} label={t('BILLING.FIELDS.COUNTRY')} required={required}>
          <CountrySelect placeholder={t('BILLING.FIELDS.COUNTRY_PLACEHOLDER')} />
        </BillingField>
      </Col>
    </Row>
  );
}
