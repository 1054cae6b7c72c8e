import { LoginOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { type CSSProperties, Suspense } from 'react';
import { Link } from 'react-router';
import { KeyboardShortcuts, useEarlyPaletteRequests } from '../../features/command-palette/index.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { MOBILE_QUERY, useIsMobile } from '../../shared/hooks/useIsMobile.ts';
import { sessionStore } from '../../shared/session/sessionStore.ts';
import { useHrMode } from '../../shared/session/useHrMode.ts';
import { useSession } from '../../shared/session/useSession.ts';
import { Logo } from '../../shared/ui/Logo.tsx';
import { lazyPage } from '../../shared/utils/lazyPage.ts';
import { chooseLanguage } from '../initI18n.ts';
import { LanguageDropdown } from './LanguageDropdown.tsx';
import { UserMenu } from './UserMenu.tsx';

// Only a wide screen shows the quick search: its box (antd's Input, which brings the form
// validation code with it) loads in a chunk of its own, not with every first page. Its slot keeps
// its width meanwhile, so nothing in the header moves when it arrives.
const QuickSearch = lazyPage(() => import('./QuickSearch.tsx'), 'QuickSearch');

/**
 * Starts loading the quick search when the first page will show it (signed in, wide screen), so it
 * comes with the page's code (main.tsx) instead of after the first render, which showed the header
 * without it and then held it back 300 ms behind its empty fallback (lazyPage.ts).
 */
export function preloadHeader(): Promise<unknown> {
  const session = sessionStore.get();
  if (!session || session.renewalRequired || window.matchMedia(MOBILE_QUERY).matches)
    return Promise.resolve();
  return QuickSearch.preload().catch(() => undefined);
}

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
  const isHrMode = useHrMode();
  const shortcuts = session !== null && !session.renewalRequired;
  // A Ctrl/⌘K pressed before the shortcuts' chunk has loaded opens the palette once it has.
  useEarlyPaletteRequests(shortcuts);
  return (
    <Layout.Header style={{ position: 'sticky', top: 0, zIndex: 20, paddingInline: isMobile ? 12 : 24 }}>
      <div style={ROW}>
        {isMobile && !session?.renewalRequired ? (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={t('MENU.OPEN')}
            data-testid="menu-drawer-button"
            onClick={onOpenDrawer}
            style={{ color: '#fff' }}
          />
        ) : null}
        <Link
          to="/"
          aria-label={t(isHrMode ? 'HEADER.HR_HOME_LINK' : 'HEADER.HOME_LINK')}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 8, flexShrink: 0 }}
        >
          <Logo
            hrEdition={
              isHrMode ? { label: t('HEADER.HR_EDITION'), title: t('HEADER.HR_EDITION_TITLE') } : undefined
            }
          />
        </Link>
        <div style={{ flex: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>
          {session && !isMobile && !session.renewalRequired ? (
            <Suspense fallback={null}>
              <QuickSearch />
            </Suspense>
          ) : null}
        </div>
        {shortcuts ? (
          <Suspense fallback={null}>
            <KeyboardShortcuts onChooseLanguage={chooseLanguage} />
          </Suspense>
        ) : null}
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
