import { Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { scopeSessionToTab } from '../../../shared/session/sessionArea.ts';
import { sessionStore } from '../../../shared/session/sessionStore.ts';
import { impersonationApi } from '../api/impersonation.api.ts';
import { parseImpersonationFragment } from '../utils/impersonationLink.ts';

/**
 * Where "See as this user" lands in its new tab: reads the session from the fragment, wipes the
 * fragment, keeps the session to this tab and opens Home as the user. A full load of Home leaves
 * nothing of the admin (cache, stores) in the tab.
 */
export function ImpersonatePage() {
  const { t } = useTranslation();
  // Read once: StrictMode runs the effect twice, the second time after the fragment was wiped.
  const [link] = useState(() => parseImpersonationFragment(window.location.hash));
  const [failed, setFailed] = useState(link === null);

  useEffect(() => {
    window.history.replaceState(null, '', window.location.pathname);
    if (!link) return;
    let cancelled = false;
    impersonationApi.loadSession(link).then(
      (session) => {
        if (cancelled) return;
        scopeSessionToTab();
        sessionStore.save(session);
        window.location.replace('/');
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [link]);

  if (failed) {
    return (
      <Result
        status="warning"
        title={t('IMPERSONATION.START_FAILED_TITLE')}
        subTitle={t('IMPERSONATION.START_FAILED_TEXT')}
      />
    );
  }
  return <Spin size="large" style={{ display: 'block', margin: '96px auto' }} />;
}
