import { MailOutlined } from '@ant-design/icons';
import { Flex, Result, Typography } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { requestedPlanSearch } from '../../registration-flow/index.ts';
import { ResendVerificationEmail } from '../components/ResendVerificationEmail.tsx';
import { confirmationEmailOf } from '../utils/confirmationEmailOf.ts';

/** Shown after registering until the address is confirmed; the e-mail can be sent again. */
export function ConfirmationEmailSentPage() {
  const { t } = useTranslation();
  const { search, state } = useLocation();
  const email = confirmationEmailOf(state);
  return (
    <Result
      icon={<MailOutlined />}
      title={t('PAGES.CONFIRMATION_EMAIL_SENT.TITLE')}
      subTitle={
        email
          ? t('PAGES.CONFIRMATION_EMAIL_SENT.TEXT_TO', { email })
          : t('PAGES.CONFIRMATION_EMAIL_SENT.TEXT')
      }
      extra={
        <Link to={`/login${requestedPlanSearch(search)}`}>
          {t('PAGES.CONFIRMATION_EMAIL_SENT.BACK_TO_LOGIN')}
        </Link>
      }
    >
      <Flex vertical align="center" gap={12}>
        <Typography.Text type="secondary">{t('PAGES.CONFIRMATION_EMAIL_SENT.HINT')}</Typography.Text>
        <ResendVerificationEmail email={email} />
      </Flex>
    </Result>
  );
}
