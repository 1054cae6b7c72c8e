import type { SessionSummary } from '@adatlas/domain/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, List, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ApiErrorAlert } from '../../../shared/ui/ApiErrorAlert.tsx';
import { formatDateTime } from '../../../shared/utils/formatDateTime.ts';
import { securityApi } from '../api/security.api.ts';
import { securityQueries } from '../api/security.queries.ts';
import { describeUserAgent } from '../utils/describeUserAgent.ts';

const ENDED_REASONS = ['replaced', 'logout', 'password_changed', 'disabled'] as const;

/** The user's live sessions and the recently ended ones; ends one, or every other one (ASVS 7.5.2). */
export function SessionsCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sessions = useQuery(securityQueries.sessions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityQueries.sessions().queryKey });
  const endOne = useMutation({
    meta: { handlesErrors: true },
    mutationFn: securityApi.endSession,
    onSettled: refresh,
  });
  const endOthers = useMutation({
    meta: { handlesErrors: true },
    mutationFn: securityApi.endOtherSessions,
    onSettled: refresh,
  });
  const list = sessions.data ?? [];
  const othersLive = list.filter((session) => !session.current && session.endedReason === null).length;
  const failure = endOne.error ?? endOthers.error;

  return (
    <Card
      title={t('SECURITY.SESSIONS.TITLE')}
      extra={
        <Popconfirm
          title={t('SECURITY.SESSIONS.END_OTHERS_CONFIRM')}
          okText={t('SECURITY.SESSIONS.END_OTHERS')}
          cancelText={t('COMMON.CANCEL')}
          okButtonProps={{ danger: true }}
          onConfirm={() => endOthers.mutateAsync().catch(() => undefined)}
          disabled={othersLive === 0}
        >
          <Button
            danger
            disabled={othersLive === 0}
            loading={endOthers.isPending}
            data-testid="end-other-sessions"
          >
            {t('SECURITY.SESSIONS.END_OTHERS')}
          </Button>
        </Popconfirm>
      }
      data-testid="sessions-card"
    >
      <Typography.Paragraph type="secondary">{t('SECURITY.SESSIONS.INTRO')}</Typography.Paragraph>
      <ApiErrorAlert error={failure} />
      {endOthers.isSuccess ? (
        <Alert
          type="success"
          showIcon
          title={t('SECURITY.SESSIONS.ENDED_OTHERS', { count: endOthers.data })}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {sessions.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : sessions.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('PROFILE.LOAD_FAILED')}
          action={
            <Button size="small" onClick={() => void sessions.refetch()}>
              {t('COMMON.RETRY')}
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <Empty description={t('SECURITY.SESSIONS.EMPTY')} />
      ) : (
        <List
          dataSource={list}
          rowKey="id"
          renderItem={(session) => (
            <SessionItem
              session={session}
              ending={endOne.isPending && endOne.variables === session.id}
              onEnd={() => endOne.mutateAsync(session.id).catch(() => undefined)}
            />
          )}
        />
      )}
    </Card>
  );
}

interface SessionItemProps {
  session: SessionSummary;
  ending: boolean;
  onEnd: () => Promise<unknown>;
}

function SessionItem({ session, ending, onEnd }: SessionItemProps) {
  const { t } = useTranslation();
  const { browser, os } = describeUserAgent(session.userAgent);
  const device =
    browser && os
      ? t('SECURITY.SESSIONS.DEVICE', { browser, os })
      : (browser ?? os ?? t('SECURITY.SESSIONS.UNKNOWN_DEVICE'));
  const live = session.endedReason === null;
  const reason = ENDED_REASONS.find((known) => known === session.endedReason);
  const canEnd = live && !session.current;
  return (
    <List.Item
      data-testid="session-item"
      data-current={session.current}
      data-live={live}
      actions={
        canEnd
          ? [
              <Popconfirm
                key="end"
                title={t('SECURITY.SESSIONS.END_CONFIRM')}
                okText={t('SECURITY.SESSIONS.END')}
                cancelText={t('COMMON.CANCEL')}
                okButtonProps={{ danger: true }}
                onConfirm={onEnd}
              >
                <Button danger size="small" loading={ending}>
                  {t('SECURITY.SESSIONS.END')}
                </Button>
              </Popconfirm>,
            ]
          : []
      }
    >
      <List.Item.Meta
        title={
          <Space wrap size={4}>
            <span>{session.openedBySupport ? t('SECURITY.SESSIONS.SUPPORT') : device}</span>
            {session.current ? <Tag color="blue">{t('SECURITY.SESSIONS.CURRENT')}</Tag> : null}
            {live && !session.current ? <Tag color="green">{t('SECURITY.SESSIONS.ACTIVE')}</Tag> : null}
            {live ? null : (
              <Tag>{t(reason ? `SECURITY.SESSIONS.ENDED.${reason}` : 'SECURITY.SESSIONS.ENDED.logout')}</Tag>
            )}
          </Space>
        }
        description={
          <Space wrap size={[16, 0]}>
            <span>{t('SECURITY.SESSIONS.IP', { ip: session.ip ?? '–' })}</span>
            <span>{t('SECURITY.SESSIONS.LAST_SEEN', { date: formatDateTime(session.lastSeenAt) })}</span>
            <span>{t('SECURITY.SESSIONS.STARTED', { date: formatDateTime(session.createdAt) })}</span>
          </Space>
        }
      />
    </List.Item>
  );
}
