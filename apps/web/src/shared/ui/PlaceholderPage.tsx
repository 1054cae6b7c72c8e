import { Card, Empty } from 'antd';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { PageTitle } from './PageTitle.tsx';

export interface PlaceholderPageProps {
  titleKey: string;
}

/** A page whose content has not been built yet: its title and an empty state. */
export function PlaceholderPage({ titleKey }: PlaceholderPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t(titleKey)}</PageTitle>
      <Card>
        <Empty description={t('COMMON.NO_DATA')} />
      </Card>
    </>
  );
}
