import { Alert } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';

export interface SaveErrorAlertProps {
  error: unknown;
  /** The billing page adds the server's description to its code (spec access §8). */
  withDescription?: boolean;
}

/** A failed profile save: the server's clientType if any, else the error message. */
export function SaveErrorAlert({ error, withDescription = false }: SaveErrorAlertProps) {
  const { t } = useTranslation();
  if (!error) return null;
  const title = isApiError(error)
    ? withDescription && error.description
      ? `${error.clientType}: ${error.description}`
      : error.clientType
    : error instanceof Error
      ? error.message
      : t('ERROR.UNEXPECTED');
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('PROFILE.SAVE_FAILED')}
      description={title}
      style={{ marginBottom: 16 }}
    />
  );
}
