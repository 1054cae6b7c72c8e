import { Form, Input } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { AddressFields } from './AddressFields.tsx';
import { BillingField } from './BillingField.tsx';

/** A physical person's residential address and, for Italy, the codice fiscale (both optional). */
export function ResidenceFields() {
  const { t } = useTranslation();
  const country = Form.useWatch<string | undefined>(['address', 'country'], { preserve: true });
  return (
    <>
      <AddressFields required={false} />
      {country?.toUpperCase() === 'IT' ? (
        <BillingField
          name={['countrySpecificInfo', 'italy', 'codiceFiscale']}
          label={t('BILLING.FIELDS.CODICE_FISCALE')}
        >
          <Input style={{ textTransform: 'uppercase' }} />
        </BillingField>
      ) : null}
    </>
  );
}
