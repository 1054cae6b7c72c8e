import type { NewsFeed } from '@adatlas/domain/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Button, Popconfirm, Space, Switch, Table, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { adminMutation } from '../../../shared/api/adminMutation.ts';
import { formatDateTime } from '../../../shared/utils/formatDateTime.ts';
import { feedsQueries } from '../api/feeds.queries.ts';
import { FeedFormModal } from './FeedFormModal.tsx';

/** The news feeds of the current country; an offline feed is no longer read by the ingestion job. */
export function FeedsPanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const feeds = useQuery(feedsQueries.feeds());
  const [editing, setEditing] = useState<{ feed: NewsFeed | null } | null>(null);
  const saved = () => {
    void queryClient.invalidateQueries({ queryKey: feedsQueries.feeds().queryKey });
    void message.success(t('ADMIN.SAVED'));
  };
  const toggle = useMutation({
    mutationFn: (feed: NewsFeed) =>
      adminMutation('PATCH', `/admin/feeds/${feed.id}`, { online: !feed.online }),
    onSuccess: saved,
  });
  const remove = useMutation({
    mutationFn: (feed: NewsFeed) => adminMutation('DELETE', `/admin/feeds/${feed.id}`),
    onSuccess: saved,
  });

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Button type="primary" onClick={() => setEditing({ feed: null })} data-testid="feed-create">
        {t('ADMIN.FEEDS.CREATE')}
      </Button>
      <Table<NewsFeed>
        rowKey="id"
        size="small"
        loading={feeds.isFetching}
        dataSource={feeds.data}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('ADMIN.FEEDS.EMPTY') }}
        columns={[
          {
            title: t('ADMIN.FEEDS.NAME'),
            render: (_, feed) => (
              <Space>
                <Avatar shape="square" size="small" src={feed.logo ?? undefined}>
                  {feed.name.slice(0, 1)}
                </Avatar>
                <Typography.Text strong>{feed.name}</Typography.Text>
              </Space>
            ),
          },
          {
            title: t('ADMIN.FEEDS.URL'),
            dataIndex: 'url',
            ellipsis: true,
            render: (url: string) => (
              <Typography.Link href={url} target="_blank" rel="noreferrer">
                {url}
              </Typography.Link>
            ),
          },
          {
            title: t('ADMIN.FEEDS.ONLINE'),
            render: (_, feed) => (
              <Switch
                checked={feed.online}
                loading={toggle.isPending && toggle.variables?.id === feed.id}
                onChange={() => toggle.mutate(feed)}
                aria-label={`${t('ADMIN.FEEDS.ONLINE')}: ${feed.name}`}
                data-testid={`feed-online-${feed.id}`}
              />
            ),
          },
          {
            title: t('ADMIN.FEEDS.LAST_FETCHED'),
            render: (_, feed) =>
              feed.lastError ? (
                <Tooltip title={feed.lastError}>
                  <Typography.Text type="danger">{t('ADMIN.FEEDS.FAILED')}</Typography.Text>
                </Tooltip>
              ) : feed.lastFetchedAt ? (
                formatDateTime(feed.lastFetchedAt)
              ) : (
                <Typography.Text type="secondary">{t('ADMIN.FEEDS.NEVER')}</Typography.Text>
              ),
          },
          {
            title: t('ADMIN.ACTIONS'),
            render: (_, feed) => (
              <Space size={4}>
                <Button size="small" onClick={() => setEditing({ feed })}>
                  {t('ADMIN.EDIT')}
                </Button>
                <Popconfirm title={t('ADMIN.FEEDS.CONFIRM_DELETE')} onConfirm={() => remove.mutate(feed)}>
                  <Button size="small" danger>
                    {t('ADMIN.DELETE')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <FeedFormModal feed={editing.feed} onClose={() => setEditing(null)} onSaved={saved} />
      ) : null}
    </Space>
  );
}
