import { App } from 'antd';
import { useCallback } from 'react';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';

/** Spec data §8: a failed tag operation opens an error modal with the localized description. */
export function useTagErrorModal(): (error: unknown) => void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return useCallback(
    (error: unknown) => {
      modal.error({
        title: t('TAG.ERROR_TITLE'),
        content: isApiError(error) ? t(errorMessageKey(error.clientType)) : t('ERROR.UNEXPECTED'),
      });
    },
    [modal, t],
  );
}
