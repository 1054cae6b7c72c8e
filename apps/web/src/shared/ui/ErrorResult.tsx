import { Result, Typography } from 'antd';
import { httpErrorKey } from '../../i18n/errorMessageKey.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { formatDateTime } from '../utils/formatDateTime.ts';
import { GoHomeButton } from './GoHomeButton.tsx';

export interface ErrorResultProps {
  status: number;
  /** The request id the server logged, for support. */
  supportId?: string;
  code?: string;
  /** When the error happened; now by default. */
  date?: Date;
}

const RESULT_STATUSES = new Set([403, 404, 500]);

/** The error page body: number, what to do, the id to report to support (spec §2, §8). */
export function ErrorResult({ status, supportId, code, date = new Date() }: ErrorResultProps) {
  const { t } = useTranslation();
  const resultStatus = RESULT_STATUSES.has(status) ? (String(status) as '403' | '404' | '500') : 'error';
  return (
    <Result
      status={resultStatus}
      title={status > 0 ? String(status) : t('PAGES.ERROR.TITLE')}
      subTitle={t(httpErrorKey(status))}
      extra={<GoHomeButton />}
    >
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 0 }}>
        {code ? <div>{t('PAGES.ERROR.CODE', { code })}</div> : null}
        {supportId ? (
          <div data-testid="support-id">{t('PAGES.ERROR.SUPPORT_ID', { id: supportId })}</div>
        ) : null}
        <div>{t('PAGES.ERROR.DATE', { date: formatDateTime(date) })}</div>
      </Typography.Paragraph>
    </Result>
  );
}
