import type { PersonType } from '@adatlas/domain/validation';
import { Form } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { type BillingFormResult, type BillingFormValues, parseBillingForm } from '../utils/billingForm.ts';
import { applyFieldIssues, applyServerFieldErrors } from '../utils/serverFieldErrors.ts';

/**
 * The billing form as the profile and the registration wizard both run it: the form, the person
 * type it asks for (which picks the sections), and the two checks that put errors on its fields.
 */
export function useBillingForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<BillingFormValues>();
  const personType = Form.useWatch<PersonType | undefined>('personType', form);
  return {
    form,
    personType,
    /** Every value through the domain schema; the issues it finds are shown on their fields. */
    parse: (): BillingFormResult => {
      const result = parseBillingForm(form.getFieldsValue(true));
      if (!result.success) applyFieldIssues(form, result.issues, t);
      return result;
    },
    /** The server's VALIDATION_ERROR fields on the form; returns their names. */
    applyServerErrors: (error: unknown) => applyServerFieldErrors(form, error, t),
  };
}
