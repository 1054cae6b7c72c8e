import type { FormInstance } from 'antd';
import type { RuleRender } from 'antd/es/form';
import type { TFunction } from '../../../i18n/translator.ts';
import { type BillingFormValues, type FieldPath, parseBillingForm, sameField } from './billingForm.ts';

/**
 * An antd rule that checks a field with the domain billing schema of the whole form, so the
 * cross-field rules (tax id against the country) and the person type apply field by field.
 */
export function billingRule(name: FieldPath, t: TFunction): RuleRender {
  return (form) => ({
    validator: async () => {
      const values = (form as FormInstance<BillingFormValues>).getFieldsValue(true);
      const result = parseBillingForm(values);
      if (result.success) return;
      const issue = result.issues.find((candidate) => sameField(candidate.name, name));
      if (issue) throw new Error(t(issue.message));
    },
  });
}
