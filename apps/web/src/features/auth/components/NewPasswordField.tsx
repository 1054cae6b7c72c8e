import { isRegistrationPassword } from '@adatlas/domain/auth';
import { Form, Input } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';

export interface NewPasswordFieldProps {
  label: string;
  autoFocus?: boolean;
}

/** The `password` field of a new password: required, and held to the registration rule it states. */
export function NewPasswordField({ label, autoFocus = false }: NewPasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="password"
      label={label}
      extra={t('PAGES.REGISTER.PASSWORD_RULE')}
      rules={[
        { required: true, message: t('COMMON.INPUT_PASSWORD') },
        {
          validator: (_, value: string | undefined) =>
            !value || isRegistrationPassword(value)
              ? Promise.resolve()
              : Promise.reject(new Error(t('PAGES.REGISTER.PASSWORD_RULE'))),
        },
      ]}
    >
      <Input.Password autoComplete="new-password" autoFocus={autoFocus} />
    </Form.Item>
  );
}
