import { Typography } from 'antd';
import { useTranslation } from '../../i18n/useTranslation.ts';

/** Spec access §2: with no routes configured the page says 'No routes'. */
export function NoRoutesPage() {
  const { t } = useTranslation();
  return (
    <Typography.Title level={3} data-testid="no-routes" style={{ textAlign: 'center', marginTop: 48 }}>
      {t('COMMON.NO_ROUTES')}
    </Typography.Title>
  );
}
