import { type FreshnessLevel, freshnessOf } from '@adatlas/domain/record-history';
import { Tooltip } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { formatDateTime } from '../../../shared/utils/formatDateTime.ts';
import { formatRelativeTime } from '../utils/relativeTime.ts';

const COLORS: Record<FreshnessLevel, string> = { fresh: '#389e0d', ageing: '#d48806', stale: '#bfbfbf' };

export interface FreshnessMarkProps {
  /** When the record was last verified or changed. */
  updatedAt: string;
}

/** The list rows' small dot: green within a month, amber within a year, grey beyond. */
export function FreshnessMark({ updatedAt }: FreshnessMarkProps) {
  const { t, i18n } = useTranslation();
  const now = new Date();
  const level = freshnessOf(updatedAt, now);
  const label = t('RECORD_HISTORY.UPDATED', { when: formatRelativeTime(updatedAt, now, i18n.language) });
  return (
    <Tooltip title={`${label} · ${formatDateTime(updatedAt)}`}>
      <span
        role="img"
        aria-label={label}
        data-testid="freshness-mark"
        data-level={level}
        style={{
          display: 'inline-block',
          width: 8,
          height: 8,
          borderRadius: '50%',
          background: COLORS[level],
          flex: 'none',
        }}
      />
    </Tooltip>
  );
}
