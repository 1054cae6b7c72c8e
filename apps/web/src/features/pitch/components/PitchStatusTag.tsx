import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export interface PitchStatusTagProps {
  status: 'ONGOING' | 'CLOSED';
}

export function PitchStatusTag({ status }: PitchStatusTagProps) {
  const { t } = useTranslation();
  return (
    <Tag color={status === 'ONGOING' ? 'processing' : 'default'} data-status={status}>
      {t(status === 'ONGOING' ? 'PAGES.PITCH.STATUS_ONGOING' : 'PAGES.PITCH.STATUS_CLOSED')}
    </Tag>
  );
}
