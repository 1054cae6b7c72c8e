import { MailOutlined } from '@ant-design/icons';
import { Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function ConfirmationEmailSentPage() {
  const { t } = useTranslation();
  return (
    <Result
      icon={<MailOutlined />}
      title={t('PAGES.CONFIRMATION_EMAIL_SENT.TITLE')}
      subTitle={t('PAGES.CONFIRMATION_EMAIL_SENT.TEXT')}
      extra={<Link to="/login">{t('PAGES.CONFIRMATION_EMAIL_SENT.BACK_TO_LOGIN')}</Link>}
    >
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 0 }}>
        {t('PAGES.CONFIRMATION_EMAIL_SENT.HINT')}
      </Typography.Paragraph>
    </Result>
  );
}
