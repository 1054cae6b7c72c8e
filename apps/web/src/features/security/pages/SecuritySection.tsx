import { Alert, Space } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { PasswordChangeCard } from '../components/PasswordChangeCard.tsx';
import { SessionsCard } from '../components/SessionsCard.tsx';
import { TwoFactorCard } from '../components/TwoFactorCard.tsx';

/** The profile's Security page, open to every signed-in user whatever their scopes. */
export function SecuritySection() {
  const { t } = useTranslation();
  const { session } = useSession();
  // A session restricted to the 2FA setup (an admin without it) reaches the 2FA routes only.
  if (session?.twoFactorSetupRequired) {
    return (
      <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="security-section">
        <Alert type="warning" showIcon title={t('SECURITY.TWO_FACTOR.REQUIRED')} />
        <TwoFactorCard />
      </Space>
    );
  }
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="security-section">
      <TwoFactorCard />
      <SessionsCard />
      <PasswordChangeCard />
    </Space>
  );
}
