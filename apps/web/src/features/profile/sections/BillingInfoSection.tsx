import type { UpdateMeRequest } from '@adatlas/domain/auth';
import { Divider, Form, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import {
  type BillingFormValues,
  billingSections,
  storedBillingFormValues,
  useBillingForm,
} from '../../billing/index.ts';
import { EditableCard } from '../components/EditableCard.tsx';
import { SaveErrorAlert } from '../components/SaveErrorAlert.tsx';
import { useProfileEdit } from '../hooks/useProfileEdit.ts';

/** The billing info of the registration wizard on one page, with the profile's edit/save toggle. */
export function BillingInfoSection() {
  const { t } = useTranslation();
  const { session } = useSession();
  const { form, personType, parse, applyServerErrors } = useBillingForm();
  const edit = useProfileEdit({ onSaveError: applyServerErrors });
  if (!session) return null;
  const stored = storedBillingFormValues(session);
  const sections = billingSections(personType, { lockPersonType: !edit.isEditing });

  const validate = async (): Promise<UpdateMeRequest | null> => {
    const names = sections.flatMap((section) => section.fields.map((name) => [...name]));
    const isValid = await form.validateFields(names).then(
      () => true,
      () => false,
    );
    if (!isValid) return null;
    const result = parse();
    return result.success ? { billingInfo: result.billingInfo } : null;
  };
  return (
    <EditableCard
      title={t('PROFILE.BILLING_INFO.TITLE')}
      form={form}
      savedValues={stored}
      {...edit.cardProps}
      validate={validate}
      onCancel={() => {
        form.resetFields();
        edit.stopEditing();
      }}
      alert={<SaveErrorAlert error={edit.saveError} withDescription />}
    >
      <Form<BillingFormValues>
        form={form}
        layout="vertical"
        initialValues={stored}
        disabled={!edit.isEditing}
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
