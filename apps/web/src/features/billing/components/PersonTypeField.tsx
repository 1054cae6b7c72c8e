import { PERSON_TYPES, type PersonType } from '@adatlas/domain/validation';
import { Form, Radio } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { BillingField } from './BillingField.tsx';

export interface PersonTypeFieldProps {
  /** Locked: only the chosen option is shown (spec access §5). */
  locked?: boolean;
}

const LABEL_KEYS: Record<PersonType, string> = {
  physical: 'BILLING.PERSON_TYPE.PHYSICAL',
  juridical: 'BILLING.PERSON_TYPE.JURIDICAL',
};
const HINT_KEYS: Record<PersonType, string> = {
  physical: 'BILLING.PERSON_TYPE.PHYSICAL_HINT',
  juridical: 'BILLING.PERSON_TYPE.JURIDICAL_HINT',
};

export function PersonTypeField({ locked = false }: PersonTypeFieldProps) {
  const { t } = useTranslation();
  const chosen = Form.useWatch<PersonType | undefined>('personType', { preserve: true });
  const shown = locked && chosen ? [chosen] : PERSON_TYPES;
  return (
    <BillingField name={['personType']} label={t('BILLING.PERSON_TYPE.LABEL')} required>
      <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        {shown.map((type) => (
          <Radio key={type} value={type} data-testid={`person-type-${type}`}>
            <strong>{t(LABEL_KEYS[type])}</strong>
            <div style={{ color: 'rgba(0,0,0,0.55)' }}>{t(HINT_KEYS[type])}</div>
          </Radio>
        ))}
      </Radio.Group>
    </BillingField>
  );
}
