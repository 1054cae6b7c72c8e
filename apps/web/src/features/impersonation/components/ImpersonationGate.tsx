import { IMPERSONATION_PATH } from '@adatlas/domain/navigation';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isTabScoped } from '../../../shared/session/sessionArea.ts';
import { useSession } from '../../../shared/session/useSession.ts';

export interface ImpersonationGateProps {
  children: ReactNode;
}

/**
 * Once the session of a "see as" tab ends (End, sign-out, expiry), the tab shows that and nothing
 * else: no login page, whose sign-in would stay in this tab alone.
 */
export function ImpersonationGate({ children }: ImpersonationGateProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const { pathname } = useLocation();
  if (!isTabScoped() || session || pathname === IMPERSONATION_PATH) return children;
  return (
    <Result
      status="info"
      title={t('IMPERSONATION.ENDED_TITLE')}
      subTitle={t('IMPERSONATION.ENDED_TEXT')}
      data-testid="impersonation-ended"
    />
  );
}
