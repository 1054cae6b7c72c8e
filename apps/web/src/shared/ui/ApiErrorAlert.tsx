import { Alert } from 'antd';
import { errorMessageKey } from '../../i18n/errorMessageKey.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { isApiError } from '../api/ApiError.ts';

/** A failed call's message from the error catalogue (its `clientType`, else "unexpected"), or nothing. */
export function ApiErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t(errorMessageKey(isApiError(error) ? error.clientType : 'UNEXPECTED'))}
      style={{ marginBottom: 16 }}
    />
  );
}
