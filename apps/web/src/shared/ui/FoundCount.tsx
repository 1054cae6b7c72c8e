import { Typography } from 'antd';
import { useTranslation } from '../../i18n/useTranslation.ts';

export interface FoundCountProps {
  /** A counted dictionary key with a {{total}} placeholder ("{{total}} companies found"). */
  labelKey: string;
  total: number;
  /** The count stopped at the cap: shown as "10,000+". */
  isCapped?: boolean;
}

/** "N found" above every list, in one place and one format. */
export function FoundCount({ labelKey, total, isCapped = false }: FoundCountProps) {
  const { t, i18n } = useTranslation();
  const formatted = `${total.toLocaleString(i18n.language)}${isCapped ? '+' : ''}`;
  return (
    <Typography.Text strong data-testid="result-count" aria-live="polite">
      {t(labelKey, { count: total, total: formatted })}
    </Typography.Text>
  );
}
