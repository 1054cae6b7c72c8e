import { Result } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
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
