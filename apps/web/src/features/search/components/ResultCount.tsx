import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatResultCount } from '../utils/sorting.ts';

export interface ResultCountProps {
  /** A counted dictionary key with a {{total}} placeholder ("{{total}} companies found"). */
  labelKey: string;
  total: number;
  isCapped: boolean;
}

export function ResultCount({ labelKey, total, isCapped }: ResultCountProps) {
  const { t, i18n } = useTranslation();
  return (
    <Typography.Text strong data-testid="result-count">
      {t(labelKey, { count: total, total: formatResultCount(total, isCapped, i18n.language) })}
    </Typography.Text>
  );
}
