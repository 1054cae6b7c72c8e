import { Col, DatePicker, Input, Row } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { BillingField } from './BillingField.tsx';

const ISO_DATE = 'YYYY-MM-DD';

/** First name, last name, date of birth, telephone (the date is kept as YYYY-MM-DD). */
export function PersonalDataFields() {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <BillingField name={['firstName']} label={t('BILLING.FIELDS.FIRST_NAME')} required>
          <Input autoComplete="given-name" />
        </BillingField>
      </Col>
      <Col xs={24} md={12}>
        <BillingField name={['lastName']} label={t('BILLING.FIELDS.LAST_NAME')} required>
          <Input autoComplete="family-name" />
        </BillingField>
      </Col>
      <Col xs={24} md={12}>
        <BillingField
          name={['birthDate']}
          label={t('BILLING.FIELDS.BIRTH_DATE')}
          required
          getValueProps={(value) => ({
            value: typeof value === 'string' && value ? dayjs(value, ISO_DATE) : null,
          })}
          normalize={(value) => (dayjs.isDayjs(value) ? value.format(ISO_DATE) : undefined)}
        >
          <DatePicker
            format="DD/MM/YYYY"
            placeholder="DD/MM/YYYY"
            style={{ width: '100%' }}
            disabledDate={(date) => date.isAfter(dayjs())}
          />
        </BillingField>
      </Col>
      <Col xs={24} md={12}>
        <BillingField name={['phoneNumber']} label={t('BILLING.FIELDS.PHONE_NUMBER')} required>
          <Input autoComplete="tel" inputMode="tel" />
        </BillingField>
      </Col>
    </Row>
  );
}
