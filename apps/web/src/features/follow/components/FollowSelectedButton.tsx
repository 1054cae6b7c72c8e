import { hasScope } from '@adatlas/domain/scopes';
import { BellOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { WriteAction } from '../../../shared/ui/WriteAction.tsx';
import { followCompanies } from '../api/follow.queries.ts';

export interface FollowSelectedButtonProps {
  companyIds: readonly number[];
}

/** The selection bar's "Follow": every alert event of each chosen company (scope emailAlerts). */
export function FollowSelectedButton({ companyIds }: FollowSelectedButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { viewer } = useSession();
  const queryClient = useQueryClient();
  const follow = useMutation({
    mutationFn: () => followCompanies(companyIds),
    onSuccess: () => {
      void message.success(t('LIST_TOOLS.FOLLOWED', { count: companyIds.length }));
    },
    onError: (error) => {
      void message.error(isApiError(error) ? t(errorMessageKey(error.clientType)) : t('ERROR.UNEXPECTED'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['settings'] }),
  });
  if (!(viewer.isAdmin || hasScope(viewer.scopes, 'emailAlerts'))) return null;
  return (
    <WriteAction>
      <Button
        icon={<BellOutlined />}
        loading={follow.isPending}
        disabled={companyIds.length === 0}
        onClick={() => follow.mutate()}
        data-testid="selection-follow"
      >
        {t('LIST_TOOLS.FOLLOW')}
      </Button>
    </WriteAction>
  );
}
