import { useMutation } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { fullName } from '../../../shared/session/fullName.ts';
import { isTabScoped } from '../../../shared/session/sessionArea.ts';
import { sessionStore } from '../../../shared/session/sessionStore.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { impersonationApi } from '../api/impersonation.api.ts';
import { clockTime } from '../utils/clockTime.ts';

/** On every page of the tab that sees the app as a user: whom, until when, and a way out. */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const { session } = useSession();
  const end = useMutation({
    mutationFn: impersonationApi.end,
    // Whether or not the server heard it, this tab lets the session go; the tab closes if the
    // browser lets it (it opened it), else it shows that the view has ended.
    onSettled: () => {
      sessionStore.clear();
      window.close();
    },
  });
  if (!isTabScoped() || !session) return null;
  const { user } = session;
  return (
    <Alert
      banner
      type="warning"
      data-testid="impersonation-banner"
      message={t('IMPERSONATION.BANNER', {
        name: fullName(user),
        email: user.email,
        time: clockTime(session.expiresAt),
      })}
      action={
        <Button size="small" loading={end.isPending} onClick={() => end.mutate()}>
          {t('IMPERSONATION.END')}
        </Button>
      }
    />
  );
}
