import { formatDate } from '@adatlas/domain/formatting';
import type { TagEntity } from '@adatlas/domain/tags';
import { TAG_ENTITY_KEYS } from '@adatlas/domain/tags';
import { DeleteOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, List, Pagination, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { WriteAction } from '../../../shared/ui/WriteAction.tsx';
import { invalidateTags, tagApi, tagQueries } from '../api/tags.queries.ts';

export const TAG_PAGE_SIZE = 50;

const DETAIL_PATHS: Partial<Record<TagEntity, string>> = {
  company: '/companies',
  contact: '/contacts',
};

export interface TaggedItemsProps {
  tagId: number;
  entity: TagEntity;
  pageNum: number;
  onPageChange: (pageNum: number) => void;
}

/** One entity's records carrying the tag, 50 a page, each removable from the tag. */
export function TaggedItems({ tagId, entity, pageNum, onPageChange }: TaggedItemsProps) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const query = useQuery(tagQueries.detail(tagId, entity, pageNum));
  const page = query.data?.[TAG_ENTITY_KEYS[entity]];
  const remove = useMutation({
    mutationFn: (id: number) => tagApi.dissociate(tagId, id, entity),
    onSuccess: () => invalidateTags(queryClient),
    onError: () => {
      notification.error({ message: t('TAG.REMOVE_FAILED') });
    },
  });
  const path = DETAIL_PATHS[entity];
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      isEmpty={page?.data.length === 0}
      onRetry={() => void query.refetch()}
    >
      <List
        data-testid="tagged-items"
        dataSource={page?.data ?? []}
        renderItem={(item) => (
          <List.Item
            data-testid="tagged-item"
            actions={[
              <WriteAction key="remove">
                <Button
                  key="remove"
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  loading={remove.isPending && remove.variables === item.id}
                  onClick={() => remove.mutate(item.id)}
                  aria-label={t('TAG.REMOVE')}
                  title={t('TAG.REMOVE')}
                  data-testid="tagged-item-remove"
                />
              </WriteAction>,
            ]}
          >
            <List.Item.Meta
              title={
                path ? (
                  <Link to={`${path}/${item.id}`}>{item.name ?? `#${item.id}`}</Link>
                ) : (
                  (item.name ?? `#${item.id}`)
                )
              }
              description={
                <Flex gap={12} wrap>
                  {item.detail ? <span>{item.detail}</span> : null}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('TAG.TAGGED_AT', { date: formatDate(item.taggedAt) })}
                  </Typography.Text>
                </Flex>
              }
            />
          </List.Item>
        )}
      />
      {page && page.totalResults > TAG_PAGE_SIZE ? (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Pagination
            current={pageNum}
            pageSize={TAG_PAGE_SIZE}
            total={page.totalResults}
            showSizeChanger={false}
            onChange={onPageChange}
          />
        </Flex>
      ) : null}
    </QueryState>
  );
}
