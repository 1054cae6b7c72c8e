import type { UpdateMeRequest } from '@adatlas/domain/auth';
import type { PersonType } from '@adatlas/domain/validation';
import { Divider, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/useSession.ts';
import {
  applyFieldIssues,
  applyServerFieldErrors,
  type BillingFormValues,
  billingSections,
  parseBillingForm,
  tenantCountry,
  toBillingFormValues,
} from '../../billing/index.ts';
import { EditableCard } from '../components/EditableCard.tsx';
import { SaveErrorAlert } from '../components/SaveErrorAlert.tsx';
import { useUpdateMe } from '../hooks/useUpdateMe.ts';

/** The billing info of the registration wizard on one page, with the profile's edit/save toggle. */
export function BillingInfoSection() {
  const { t } = useTranslation();
  const { session } = useSession();
  const [form] = Form.useForm<BillingFormValues>();
  const [isEditing, setIsEditing] = useState(false);
  const personType = Form.useWatch<PersonType | undefined>('personType', form);
  const save = useUpdateMe();
  if (!session) return null;
  const stored = toBillingFormValues(session.user.billingInfo, tenantCountry(session.tenant));
  const sections = billingSections(personType, { lockPersonType: !isEditing });

  const validate = async (): Promise<UpdateMeRequest | null> => {
    const names = sections.flatMap((section) => section.fields.map((name) => [...name]));
    const isValid = await form.validateFields(names).then(
      () => true,
      () => false,
    );
    if (!isValid) return null;
    const result = parseBillingForm(form.getFieldsValue(true));
    if (!result.success) {
      applyFieldIssues(form, result.issues, t);
      return null;
    }
    return { billingInfo: result.billingInfo };
  };
  return (
    <EditableCard
      title={t('PROFILE.BILLING_INFO.TITLE')}
      form={form}
      savedValues={stored}
      isEditing={isEditing}
      isSaving={save.isPending}
      onEdit={() => {
        save.reset();
        setIsEditing(true);
      }}
      validate={validate}
      onSave={(changes) =>
        save.mutate(changes, {
          onSuccess: () => setIsEditing(false),
          onError: (error) => applyServerFieldErrors(form, error, t),
        })
      }
      onCancel={() => {
        form.resetFields();
        setIsEditing(false);
      }}
      alert={<SaveErrorAlert error={save.error} withDescription />}
    >
      <Form<BillingFormValues>
        form={form}
        layout="vertical"
        initialValues={stored}
        disabled={!isEditing}
        component="div"
      >
        {sections.map((section, index) => (
          <section key={section.key}>
            {index > 0 ? <Divider /> : null}
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t(section.titleKey)}
            </Typography.Title>
            {section.content}
          </section>
        ))}
      </Form>
    </EditableCard>
  );
}
