import { Layout, Typography } from 'antd';
import { useTranslation } from '../../i18n/useTranslation.ts';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Layout.Footer style={{ textAlign: 'center', padding: '24px 16px 32px' }}>
      <Typography.Text type="secondary" data-testid="footer">
        {t('FOOTER.COPYRIGHT', { year: new Date().getFullYear() })}
        {' · '}
        {t('FOOTER.VERSION', { version: __APP_VERSION__ })}
      </Typography.Text>
    </Layout.Footer>
  );
}
