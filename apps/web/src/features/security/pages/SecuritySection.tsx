import { Space } from 'antd';
import { PasswordChangeCard } from '../components/PasswordChangeCard.tsx';
import { SessionsCard } from '../components/SessionsCard.tsx';
import { TwoFactorCard } from '../components/TwoFactorCard.tsx';

/** The profile's Security page, open to every signed-in user whatever their scopes. */
export function SecuritySection() {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="security-section">
      <TwoFactorCard />
      <SessionsCard />
      <PasswordChangeCard />
    </Space>
  );
}
