import { LoginOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer } from 'antd';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { OpenPaletteButton } from '../../features/command-palette/index.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useHrMode } from '../../shared/session/useHrMode.ts';
import { useSession } from '../../shared/session/useSession.ts';
import { Logo } from '../../shared/ui/Logo.tsx';
import { LanguageDropdown } from './LanguageDropdown.tsx';
import { MainMenu } from './MainMenu.tsx';
import { QuickSearch } from './QuickSearch.tsx';

export interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The menu at 575 px and below (spec §2), with a login link for visitors. */
export function MobileDrawer({ open, onClose }: MobileDrawerProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session } = useSession();
  const isHrMode = useHrMode();
  // Whatever in it led to another page (a menu entry, a quick-search row or its "+ N results"),
  // the page is what the user wants to see next: the drawer gets out of the way.
  const { key } = useLocation();
  const shownAt = useRef(key);
  useEffect(() => {
    if (key === shownAt.current) return;
    shownAt.current = key;
    onClose();
  }, [key, onClose]);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={300}
      title={
        <Logo
          color="#0f2a4a"
          hrEdition={
            isHrMode ? { label: t('HEADER.HR_EDITION'), title: t('HEADER.HR_EDITION_TITLE') } : undefined
          }
        />
      }
      data-testid="menu-drawer"
      styles={{ body: { padding: 12 } }}
    >
      {session ? (
        <>
          <QuickSearch />
          <OpenPaletteButton onClick={onClose} />
          <MainMenu mode="inline" onNavigate={onClose} />
        </>
      ) : (
        <Button
          type="primary"
          block
          icon={<LoginOutlined />}
          data-testid="drawer-login"
          onClick={() => {
            onClose();
            void navigate('/login');
          }}
        >
          {t('HEADER.LOGIN')}
        </Button>
      )}
      <Divider style={{ margin: '12px 0' }} />
      <LanguageDropdown tone="light" />
    </Drawer>
  );
}
