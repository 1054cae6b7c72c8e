import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';

export interface ExportDownloadOptions {
  /** Produces and saves the file, answering its name. */
  download: () => Promise<string>;
  onStart?: () => void;
  onSettled?: () => void;
}

/** An export's download with its progress, success and error messages. */
export function useExportDownload({ download, onStart, onSettled }: ExportDownloadOptions) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: download,
    onMutate: () => {
      onStart?.();
      void message.loading({ content: t('EXPORT.PREPARING'), key: 'export', duration: 0 });
    },
    // The message handles are thenables that settle when the message closes: returning one would
    // keep the mutation pending (and the button loading) until then.
    onSuccess: () => {
      void message.success({ content: t('EXPORT.DONE'), key: 'export' });
    },
    onError: (error) => {
      void message.error({
        content: isApiError(error) ? t(errorMessageKey(error.clientType)) : t('ERROR.UNEXPECTED'),
        key: 'export',
      });
    },
    onSettled,
  });
}
