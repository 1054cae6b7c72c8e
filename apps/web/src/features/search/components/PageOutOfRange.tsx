import { Button, Empty } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';

export interface PageOutOfRangeProps {
  onFirstPage: () => void;
}

/** A page past the last one (an old link, a narrowed search): says so and offers the first page. */
export function PageOutOfRange({ onFirstPage }: PageOutOfRangeProps) {
  const { t } = useTranslation();
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t('COMMON.PAGE_OUT_OF_RANGE')}
      data-testid="page-out-of-range"
    >
      <Button type="primary" onClick={onFirstPage} data-testid="first-page">
        {t('COMMON.FIRST_PAGE')}
      </Button>
    </Empty>
  );
}
