import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { GoHomeButton } from '../../../shared/ui/GoHomeButton.tsx';

export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('PAGES.FORBIDDEN.TITLE')}
      subTitle={t('PAGES.FORBIDDEN.TEXT')}
      extra={<GoHomeButton />}
    />
  );
}
