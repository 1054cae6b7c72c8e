import { Form, Input } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';

export interface EmailFieldProps {
  label: string;
  /** `username` where the address signs in, `email` where it is only typed. */
  autoComplete: 'email' | 'username';
}

/** The sign-in cards' `email` field: required, well formed, focused first. */
export function EmailField({ label, autoComplete }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="email"
      label={label}
      rules={[
        { required: true, message: t('COMMON.REQUIRED_FIELD') },
        { type: 'email', message: t('COMMON.INVALID_EMAIL') },
      ]}
    >
      <Input autoComplete={autoComplete} autoFocus />
    </Form.Item>
  );
}
