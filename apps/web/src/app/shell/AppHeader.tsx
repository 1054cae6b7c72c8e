import { LoginOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsMobile } from '../../shared/hooks/useIsMobile.ts';
import { useSession } from '../../shared/session/useSession.ts';
import { Logo } from '../../shared/ui/Logo.tsx';
import { LanguageDropdown } from './LanguageDropdown.tsx';
import { QuickSearch } from './QuickSearch.tsx';
import { UserMenu } from './UserMenu.tsx';

export interface AppHeaderProps {
  onOpenDrawer: () => void;
}

const ROW: CSSProperties = {
  maxWidth: 1200,
  margin: '0 auto',
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  gap: 16,
};

export function AppHeader({ onOpenDrawer }: AppHeaderProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const isMobile = useIsMobile();
  return (
    <Layout.Header style={{ position: 'sticky', top: 0, zIndex: 20, paddingInline: isMobile ? 12 : 24 }}>
      <div style={ROW}>
        {isMobile ? (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={t('MENU.OPEN')}
            data-testid="menu-drawer-button"
            onClick={onOpenDrawer}
            style={{ color: '#fff' }}
          />
        ) : null}
        <Link to="/" aria-label={t('HEADER.HOME_LINK')} style={{ display: 'inline-flex', flexShrink: 0 }}>
          <Logo />
        </Link>
        <div style={{ flex: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>
          {session && !isMobile ? <QuickSearch /> : null}
        </div>
        {isMobile ? null : <LanguageDropdown />}
        {session ? (
          <UserMenu session={session} compact={isMobile} />
        ) : isMobile ? null : (
          <Link to="/login">
            <Button type="primary" icon={<LoginOutlined />} data-testid="header-login">
              {t('HEADER.LOGIN')}
            </Button>
          </Link>
        )}
      </div>
    </Layout.Header>
  );
}
