import { formatDate } from '@adatlas/domain/formatting';
import { lastUpdatedAt } from '@adatlas/domain/record-history';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { formatDateTime } from '../../../shared/utils/formatDateTime.ts';
import { formatRelativeTime } from '../utils/relativeTime.ts';
import { FreshnessMark } from './FreshnessMark.tsx';

export interface UpdatedLabelProps {
  modifiedAt: string;
  verifiedAt: string | null;
}

/** "Updated 3 days ago": the later of the last change and the last verification. */
export function UpdatedLabel({ modifiedAt, verifiedAt }: UpdatedLabelProps) {
  const { t, i18n } = useTranslation();
  const updatedAt = lastUpdatedAt(modifiedAt, verifiedAt).toISOString();
  const when = formatRelativeTime(updatedAt, new Date(), i18n.language);
  return (
    <Flex gap={6} align="center" data-testid="record-updated">
      <FreshnessMark updatedAt={updatedAt} />
      <Tooltip title={formatDateTime(updatedAt)}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('RECORD_HISTORY.UPDATED', { when })}
        </Typography.Text>
      </Tooltip>
      {verifiedAt ? (
        <Tooltip title={t('RECORD_HISTORY.VERIFIED_ON', { date: formatDate(new Date(verifiedAt)) })}>
          <SafetyCertificateOutlined
            aria-label={t('RECORD_HISTORY.VERIFIED_ON', { date: formatDate(new Date(verifiedAt)) })}
            style={{ color: '#389e0d', fontSize: 12 }}
          />
        </Tooltip>
      ) : null}
    </Flex>
  );
}
