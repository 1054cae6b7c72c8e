import { Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { FieldPath } from '../utils/billingForm.ts';
import { billingRule } from '../utils/billingRule.ts';

export interface BillingFieldProps {
  name: FieldPath;
  label: string;
  required?: boolean;
  extra?: ReactNode;
  children: ReactNode;
  getValueProps?: (value: unknown) => Record<string, unknown>;
  normalize?: (value: unknown) => unknown;
}

/** A billing form item validated by the domain schema; `required` only draws the mark. */
export function BillingField({ name, label, required, children, ...rest }: BillingFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name as (string | number)[]}
      label={label}
      required={required}
      rules={[billingRule(name, t)]}
      {...rest}
    >
      {children}
    </Form.Item>
  );
}
