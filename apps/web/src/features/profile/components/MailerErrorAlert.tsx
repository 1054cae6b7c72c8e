import { Alert } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { mailerErrorText } from '../utils/mailerErrorText.ts';

export interface MailerErrorAlertProps {
  error: Error | null;
}

/** A failed mailer or communications save, in the words mailerErrorText picks. */
export function MailerErrorAlert({ error }: MailerErrorAlertProps) {
  const { t, i18n } = useTranslation();
  const text = error
    ? mailerErrorText(isApiError(error) ? error.clientType : undefined, error.message, (key) =>
        i18n.exists(key) ? t(key) : null,
      )
    : null;
  if (!text) return null;
  return <Alert type="error" showIcon role="alert" title={text} style={{ marginBottom: 16 }} />;
}
