import type { UpdateMeRequest } from '@adatlas/domain/auth';
import { IsoDateSchema, PhoneNumberSchema, VALIDATION_MESSAGE } from '@adatlas/domain/validation';
import { Col, DatePicker, Form, Input, Row } from 'antd';
import dayjs from 'dayjs';
import { z } from 'zod';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { EditableCard } from '../components/EditableCard.tsx';
import { SaveErrorAlert } from '../components/SaveErrorAlert.tsx';
import { useProfileEdit } from '../hooks/useProfileEdit.ts';
import { zodRule } from '../utils/zodRule.ts';

interface BasicInfoValues {
  name?: string;
  surname?: string;
  birthDate?: string;
  telephone?: string;
}

const RequiredName = z
  .string(VALIDATION_MESSAGE.required)
  .trim()
  .min(1, VALIDATION_MESSAGE.required)
  .max(100);
const ISO_DATE = 'YYYY-MM-DD';

interface NameFieldProps {
  name: 'name' | 'surname';
  label: string;
}

/** A required name, first or last, half the row from md up. */
function NameField({ name, label }: NameFieldProps) {
  const { t } = useTranslation();
  return (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={label} required rules={[zodRule(RequiredName, t)]}>
        <Input />
      </Form.Item>
    </Col>
  );
}

/** First name, last name, date of birth and telephone, all required (spec access §5). */
export function BasicInfoSection() {
  const { t } = useTranslation();
  const { session } = useSession();
  const [form] = Form.useForm<BasicInfoValues>();
  const edit = useProfileEdit();
  if (!session) return null;
  const user = session.user;
  const stored: BasicInfoValues = {
    name: user.name ?? undefined,
    surname: user.surname ?? undefined,
    birthDate: user.profile.birthDate ?? undefined,
    telephone: user.profile.telephone ?? undefined,
  };
  const validate = async (): Promise<UpdateMeRequest | null> => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return null;
    return {
      name: values.name?.trim(),
      surname: values.surname?.trim(),
      profile: { birthDate: values.birthDate ?? null, telephone: values.telephone?.trim() ?? null },
    };
  };
  return (
    <EditableCard
      title={t('PROFILE.BASIC_INFO.TITLE')}
      form={form}
      savedValues={stored}
      {...edit.cardProps}
      validate={validate}
      onCancel={() => {
        form.setFieldsValue(stored);
        edit.stopEditing();
      }}
      alert={<SaveErrorAlert error={edit.saveError} />}
    >
      <Form<BasicInfoValues>
        form={form}
        layout="vertical"
        initialValues={stored}
        disabled={!edit.isEditing}
        component="div"
      >
        <Row gutter={16}>
          <NameField name="name" label={t('BILLING.FIELDS.FIRST_NAME')} />
          <NameField name="surname" label={t('BILLING.FIELDS.LAST_NAME')} />
          <Col xs={24} md={12}>
            <Form.Item
              name="birthDate"
              label={t('BILLING.FIELDS.BIRTH_DATE')}
              required
              rules={[zodRule(IsoDateSchema, t)]}
              getValueProps={(value) => ({
                value: typeof value === 'string' && value ? dayjs(value, ISO_DATE) : null,
              })}
              normalize={(value) => (dayjs.isDayjs(value) ? value.format(ISO_DATE) : undefined)}
            >
              <DatePicker format="DD/MM/YYYY" placeholder="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="telephone"
              label={t('BILLING.FIELDS.PHONE_NUMBER')}
              required
              rules={[zodRule(PhoneNumberSchema, t)]}
            >
              <Input inputMode="tel" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </EditableCard>
  );
}
