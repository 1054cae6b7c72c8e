import { REGISTRATION_ROUTES } from '@adatlas/domain/registration';
import { Button, Card, Form, Space, Spin, Steps, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import {
  type BillingFormValues,
  billingSections,
  storedBillingFormValues,
  useBillingForm,
} from '../../billing/index.ts';
import { SaveErrorAlert, useUpdateMe } from '../../profile/index.ts';
import { requestedPlanSearch } from '../utils/registrationStep.ts';
import { sectionOfField } from '../utils/sectionOfField.ts';

/**
 * The billing info wizard (spec access §2): one step per section with Prev/Next; every section is
 * mounted (hidden when not current) so the last step can validate them all and jump back to the
 * first one with an error. Saving goes on to /confirmPlan.
 */
export function CompleteBillingInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { session } = useSession();
  const { form, personType, parse, applyServerErrors } = useBillingForm();
  const [current, setCurrent] = useState(0);
  const sections = billingSections(personType);
  const save = useUpdateMe();
  // The form keeps its own state once started: a refreshed user must not reset it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: computed once per signed-in user
  const initialValues = useMemo(() => (session ? storedBillingFormValues(session) : {}), [session?.user.id]);
  if (!session) return null;
  const isLast = current === sections.length - 1;

  const goToFirstError = (names: readonly (readonly (string | number)[])[]) => {
    const index = sectionOfField(sections, names);
    if (index !== null) setCurrent(index);
  };

  const next = async () => {
    const section = sections[current];
    if (!section) return;
    try {
      await form.validateFields(section.fields.map((name) => [...name]));
    } catch {
      return;
    }
    if (!isLast) {
      setCurrent(current + 1);
      return;
    }
    const result = parse();
    if (!result.success) {
      goToFirstError(result.issues.map((issue) => issue.name));
      return;
    }
    const { billingInfo } = result;
    const user = session.user;
    save.mutate(
      {
        billingInfo,
        // A new account has no name yet: the billing person is the account holder.
        ...(user.name ? {} : { name: billingInfo.firstName }),
        ...(user.surname ? {} : { surname: billingInfo.lastName }),
        ...(user.profile.birthDate
          ? {}
          : { profile: { birthDate: billingInfo.birthDate, telephone: billingInfo.phoneNumber } }),
      },
      {
        onSuccess: () => void navigate(`${REGISTRATION_ROUTES.confirmPlan}${requestedPlanSearch(search)}`),
        onError: (error) => goToFirstError(applyServerErrors(error)),
      },
    );
  };

  return (
    <>
      <PageTitle>{t('PAGES.COMPLETE_BILLING_INFO.TITLE')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('REGISTRATION_FLOW.BILLING.INTRO')}</Typography.Paragraph>
      <Card>
        <Steps
          current={current}
          items={sections.map((section) => ({ title: t(section.titleKey) }))}
          style={{ marginBottom: 32 }}
          responsive
        />
        <SaveErrorAlert error={save.error} withDescription />
        <Spin spinning={save.isPending} tip={t('BILLING.SAVING')}>
          <Form<BillingFormValues>
            form={form}
            layout="vertical"
            initialValues={initialValues}
            // A div, not a form: a native submit would validate the hidden steps too.
            component="div"
            data-testid="billing-form"
          >
            {sections.map((section, index) => (
              <div key={section.key} hidden={index !== current} data-testid={`billing-step-${section.key}`}>
                <Typography.Title level={4} style={{ marginTop: 0 }}>
                  {t(section.titleKey)}
                </Typography.Title>
                {section.content}
              </div>
            ))}
            <Space style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8 }}>
              <Button disabled={current === 0} onClick={() => setCurrent(current - 1)}>
                {t('REGISTRATION_FLOW.BILLING.PREV')}
              </Button>
              <Button type="primary" onClick={() => void next()} loading={save.isPending}>
                {isLast ? t('REGISTRATION_FLOW.BILLING.SAVE') : t('REGISTRATION_FLOW.BILLING.NEXT')}
              </Button>
            </Space>
          </Form>
        </Spin>
      </Card>
    </>
  );
}
