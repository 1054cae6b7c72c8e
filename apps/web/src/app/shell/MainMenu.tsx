import { findMenuItem, visibleMenuItems } from '@adatlas/domain/navigation';
import { Menu } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useSession } from '../../shared/session/useSession.ts';

export interface MainMenuProps {
  mode: 'horizontal' | 'inline';
  onNavigate?: () => void;
}

/** The menu entries the user's scopes and the country's flags allow (spec §2). */
export function MainMenu({ mode, onNavigate }: MainMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { session, viewer } = useSession();
  const selected = findMenuItem(pathname)?.path;
  return (
    <Menu
      mode={mode}
      aria-label={t('MENU.TITLE')}
      data-testid={mode === 'horizontal' ? 'main-menu' : 'drawer-menu'}
      selectedKeys={selected ? [selected] : []}
      style={{
        borderBottom: 'none',
        flex: 1,
        minWidth: 0,
        background: 'transparent',
        borderInlineEnd: 'none',
      }}
      items={visibleMenuItems(viewer, session?.flags).map((item) => ({
        key: item.path,
        label: (
          <Link to={item.path} onClick={onNavigate}>
            {t(`MENU.${item.key}`)}
          </Link>
        ),
      }))}
    />
  );
}
