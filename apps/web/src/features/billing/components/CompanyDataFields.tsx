import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { BillingField } from './BillingField.tsx';

const italy = (name: string) => ['countrySpecificInfo', 'italy', name] as const;

/**
 * Company name, administration e-mail, function and the tax code or VAT id, checked against the
 * registered office's country; PEC and SDI code (Italian e-invoicing) only for Italy.
 */
export function CompanyDataFields() {
  const { t } = useTranslation();
  const country = Form.useWatch<string | undefined>(['address', 'country'], { preserve: true });
  const isItaly = country?.toUpperCase() === 'IT';
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <BillingField name={['companyName']} label={t('BILLING.FIELDS.COMPANY_NAME')} required>
          <Input autoComplete="organization" />
        </BillingField>
      </Col>
      <Col xs={24} md={12}>
        <BillingField name={['function']} label={t('BILLING.FIELDS.FUNCTION')} required>
          <Input autoComplete="organization-title" />
        </BillingField>
      </Col>
      <Col xs={24} md={12}>
        <BillingField
          name={['administrationEmail']}
          label={t('BILLING.FIELDS.ADMINISTRATION_EMAIL')}
          required
        >
          <Input type="email" autoComplete="email" />
        </BillingField>
      </Col>
      <Col xs={24} md={12}>
        <BillingField
          name={italy('codiceFiscale')}
          label={t('BILLING.FIELDS.TAX_ID')}
          required
          extra={t('BILLING.FIELDS.TAX_ID_HINT', { country: country ?? '—' })}
        >
          <Input />
        </BillingField>
      </Col>
      {isItaly ? (
        <>
          <Col xs={24} md={12}>
            <BillingField name={italy('pec')} label={t('BILLING.FIELDS.PEC')}>
              <Input type="email" />
            </BillingField>
          </Col>
          <Col xs={24} md={12}>
            <BillingField name={italy('sdiCode')} label={t('BILLING.FIELDS.SDI_CODE')}>
              <Input maxLength={7} style={{ textTransform: 'uppercase' }} />
            </BillingField>
          </Col>
        </>
      ) : null}
    </Row>
  );
}
