import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';

export interface AuthErrorAlertProps {
  /** The server's error code (or the page's own, such as DATA_ERROR); nothing shows without one. */
  code: string | null;
  description?: ReactNode;
}

/** A sign-in card's failure, in the words of the error catalogue. */
export function AuthErrorAlert({ code, description }: AuthErrorAlertProps) {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t(errorMessageKey(code))}
      description={description}
      style={{ marginBottom: 16 }}
    />
  );
}
