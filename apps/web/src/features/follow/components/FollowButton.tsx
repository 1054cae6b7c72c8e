import { ALERT_EVENTS, type AlertEvent, followedEvents, toggleFollow } from '@adatlas/domain/alerts';
import { hasScope } from '@adatlas/domain/scopes';
import { BellFilled, BellOutlined, DownOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Dropdown, Space } from 'antd';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { usePageCommand } from '../../../shared/commands/pageCommands.ts';
import { useReadOnlyView } from '../../../shared/session/useReadOnlyView.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { WriteAction } from '../../../shared/ui/WriteAction.tsx';
import { followQueries, saveFollow } from '../api/follow.queries.ts';

export interface FollowButtonProps {
  companyId: number;
}

/** Follow a company's e-mail alerts: the button toggles all six events or none, the menu picks some. */
export function FollowButton({ companyId }: FollowButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { viewer } = useSession();
  const queryClient = useQueryClient();
  const canFollow = viewer.isAdmin || hasScope(viewer.scopes, 'emailAlerts');
  const query = useQuery({ ...followQueries.company(companyId), enabled: canFollow });
  const stored = query.data ?? null;
  const storedEvents = stored ? followedEvents(stored.data) : null;
  const events = storedEvents ?? [];
  const save = useMutation({
    mutationFn: (next: AlertEvent[]) => saveFollow(companyId, stored, storedEvents, next),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: followQueries.company(companyId).queryKey }),
    onError: (error) => {
      void message.error(isApiError(error) ? t(errorMessageKey(error.clientType)) : t('ERROR.UNEXPECTED'));
    },
  });
  // A read-only view offers no follow command either: the buttons below are disabled there.
  const readOnly = useReadOnlyView();
  const isFollowing = events.length > 0;
  const busy = query.isPending || save.isPending;
  usePageCommand(
    'follow',
    isFollowing ? 'COMMAND_PALETTE.UNFOLLOW' : 'COMMAND_PALETTE.FOLLOW',
    () => save.mutate(toggleFollow(storedEvents)),
    canFollow && query.isSuccess && !readOnly,
  );
  if (!canFollow) return null;
  return (
    <Space.Compact data-testid="follow">
      <WriteAction>
        <Button
          type={isFollowing ? 'primary' : 'default'}
          icon={isFollowing ? <BellFilled /> : <BellOutlined />}
          loading={busy}
          onClick={() => save.mutate(toggleFollow(storedEvents))}
          data-testid="follow-button"
        >
          {t(isFollowing ? 'FOLLOW.FOLLOWING' : 'FOLLOW.FOLLOW')}
        </Button>
      </WriteAction>
      <WriteAction>
        <Dropdown
          trigger={['click']}
          disabled={busy}
          menu={{
            items: ALERT_EVENTS.map((event, index) => ({
              key: String(index),
              label: (
                <Checkbox checked={events.includes(event)} style={{ pointerEvents: 'none' }}>
                  {t(`FOLLOW.EVENTS.${event.toUpperCase()}`)}
                </Checkbox>
              ),
            })),
            onClick: ({ key }) => {
              const event = ALERT_EVENTS[Number(key)] as AlertEvent;
              const next = events.includes(event)
                ? events.filter((item) => item !== event)
                : [...events, event];
              save.mutate(ALERT_EVENTS.filter((item) => next.includes(item)));
            },
          }}
        >
          <Button
            type={isFollowing ? 'primary' : 'default'}
            icon={<DownOutlined />}
            aria-label={t('FOLLOW.CHOOSE_EVENTS')}
            data-testid="follow-menu"
          />
        </Dropdown>
      </WriteAction>
    </Space.Compact>
  );
}
