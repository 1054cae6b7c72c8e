import { canAccess } from '@adatlas/domain/navigation';
import { isAdminGroup, PROFILE_SCOPES } from '@adatlas/domain/scopes';
import {
  GlobalOutlined,
  LockOutlined,
  LogoutOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { TenantFlag } from '../../features/tenants/index.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { fullName } from '../../shared/session/fullName.ts';
import type { Session } from '../../shared/session/session.types.ts';
import { useSession } from '../../shared/session/useSession.ts';
import { Initials } from '../../shared/ui/Initials.tsx';
import { lazyPage } from '../../shared/utils/lazyPage.ts';
import { BRAND_COLORS } from '../theme.ts';

// The country picker loads with the modal, on first use.
const ChangeTenantModal = lazyPage(() => import('./ChangeTenantModal.tsx'), 'ChangeTenantModal');

export interface UserMenuProps {
  session: Session;
  compact?: boolean;
}

function initials(name: string): string {
  const letters = name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase());
  return letters.join('') || '?';
}

/** Full name, country, and the Profile / Security / Change country / Log out entries (spec §2). */
export function UserMenu({ session, compact = false }: UserMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { viewer } = useSession();
  const [changingTenant, setChangingTenant] = useState(false);
  const name = fullName(session.user);

  const logout = { key: 'logout', icon: <LogoutOutlined />, label: t('HEADER.LOGOUT'), danger: true };
  // A renewal session (the licence ran out) only chooses a plan or signs out.
  const items: MenuProps['items'] = session.renewalRequired
    ? [logout]
    : [
        ...(canAccess(viewer, PROFILE_SCOPES)
          ? [{ key: 'profile', icon: <UserOutlined />, label: t('HEADER.PROFILE') }]
          : []),
        { key: 'security', icon: <LockOutlined />, label: t('HEADER.SECURITY') },
        ...(isAdminGroup(session.user.group)
          ? [
              {
                key: 'admin',
                icon: <SettingOutlined />,
                label: t('HEADER.ADMIN'),
                'data-testid': 'menu-admin',
              },
            ]
          : []),
        { key: 'tenant', icon: <GlobalOutlined />, label: t('HEADER.CHANGE_TENANT') },
        { type: 'divider' },
        logout,
      ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') void navigate('/profile');
    if (key === 'security') void navigate('/profile/security');
    if (key === 'admin') void navigate('/admin');
    if (key === 'tenant') setChangingTenant(true);
    if (key === 'logout') void navigate('/logout/do');
  };

  return (
    <>
      <Dropdown trigger={['click']} menu={{ items, onClick }} placement="bottomRight">
        <Button type="text" data-testid="user-menu" style={{ color: '#fff', height: 44, paddingInline: 8 }}>
          <TenantFlag tenant={session.tenant} />
          <Initials size={30} background={BRAND_COLORS.primary} fontSize={13}>
            {initials(name)}
          </Initials>
          {compact ? null : (
            <span style={{ maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
          )}
        </Button>
      </Dropdown>
      {changingTenant ? (
        <Suspense fallback={null}>
          <ChangeTenantModal open onClose={() => setChangingTenant(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
