import { isTopLevelMenuPath } from '@adatlas/domain/navigation';
import { Layout } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { GlobalErrorHost } from '../../features/errors/index.ts';
import { ImpersonationBannerSlot, ImpersonationGateSlot } from '../../features/impersonation/index.ts';
import { useIsMobile } from '../../shared/hooks/useIsMobile.ts';
import { useSession } from '../../shared/session/useSession.ts';
import type { AppRoute } from '../appRoutes.ts';
import { matchAppRoute } from '../matchAppRoute.ts';
import { HEADER_HEIGHT } from '../theme.ts';
import { AppFooter } from './AppFooter.tsx';
import { AppHeader } from './AppHeader.tsx';
import { BackButton } from './BackButton.tsx';
import { MainMenu } from './MainMenu.tsx';
import { PageSkeleton } from './PageSkeleton.tsx';
import { useRefreshedUser } from './useRefreshedUser.ts';
import { useScrollToTopOnPageChange } from './useScrollToTopOnPageChange.ts';

const CONTENT_MAX_WIDTH = 1200;
const CONTENT_MIN_HEIGHT = `calc(100vh - ${HEADER_HEIGHT}px)`;

const MobileDrawer = lazy(async () => ({ default: (await import('./MobileDrawer.tsx')).MobileDrawer }));

/** Header, menu bar, content (1200 px max) and footer around every page of `routes`. */
export function AppLayout({ routes }: { routes: readonly AppRoute[] }) {
  const { session } = useSession();
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const route = useMemo(() => matchAppRoute(pathname, routes), [pathname, routes]);
  useRefreshedUser();
  useScrollToTopOnPageChange();
  // A renewal session reaches only the plan choice: no menu, no way back into the app.
  const isRenewal = session?.renewalRequired === true;
  const showBack =
    Boolean(session) && !isRenewal && route?.access === 'private' && !isTopLevelMenuPath(pathname);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {/* The banner of a "see as" tab stays in view with the header. */}
      <div style={{ position: 'sticky', top: 0, zIndex: 20 }}>
        <ImpersonationBannerSlot />
        <AppHeader onOpenDrawer={() => setDrawerOpen(true)} />
      </div>
      {session && !isMobile && !isRenewal ? (
        <nav
          style={{
            background: '#fff',
            borderBottom: '1px solid #e5e9f0',
            boxShadow: '0 1px 2px rgba(15,42,74,0.04)',
          }}
        >
          <div style={{ maxWidth: CONTENT_MAX_WIDTH, margin: '0 auto', paddingInline: 8, display: 'flex' }}>
            <MainMenu mode="horizontal" />
          </div>
        </nav>
      ) : null}
      {isMobile ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}
      {/* The content fills the screen under the header, so the footer starts below the fold: a page
          that grows as its code and data arrive no longer pushes a visible footer down (CLS). */}
      <Layout.Content
        style={{ padding: isMobile ? '16px 12px' : '32px 24px', minHeight: CONTENT_MIN_HEIGHT }}
      >
        {/* Layout.Content is the page's one <main> landmark: this only centres the page. */}
        <div style={{ maxWidth: CONTENT_MAX_WIDTH, margin: '0 auto' }} data-testid="page-content">
          <ImpersonationGateSlot>
            {showBack ? <BackButton /> : null}
            <Suspense fallback={<PageSkeleton kind={route?.skeleton ?? 'page'} />}>
              <Outlet />
            </Suspense>
          </ImpersonationGateSlot>
        </div>
      </Layout.Content>
      <AppFooter />
      <GlobalErrorHost />
    </Layout>
  );
}
