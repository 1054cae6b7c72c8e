import type { Comment, CommentEntity } from '@adatlas/domain/comments';
import { formatDate } from '@adatlas/domain/formatting';
import { DeleteOutlined, EditOutlined, LockOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { WriteAction } from '../../../shared/ui/WriteAction.tsx';
import {
  type CommentDraft,
  commentApi,
  commentQueries,
  invalidateComments,
} from '../api/comments.queries.ts';
import { useCommentsEnabled } from '../hooks/useCommentsEnabled.ts';
import { CommentModal } from './CommentModal.tsx';

export interface CommentsCardProps {
  entityType: CommentEntity;
  entityId: number;
}

/** The comments on a company or contact; only the author edits or deletes (spec data §5, §6). */
export function CommentsCard({ entityType, entityId }: CommentsCardProps) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { session } = useSession();
  const queryClient = useQueryClient();
  const isEnabled = useCommentsEnabled();
  const list = useQuery({ ...commentQueries.list(entityType, entityId), enabled: isEnabled });
  const [editing, setEditing] = useState<Comment | 'new' | null>(null);
  const onError = (error: unknown) => {
    void message.error(isApiError(error) ? t(errorMessageKey(error.clientType)) : t('ERROR.UNEXPECTED'));
  };
  const reload = () => invalidateComments(queryClient, entityType, entityId);
  const save = useMutation({
    mutationFn: (draft: CommentDraft) =>
      editing === 'new' || editing === null
        ? commentApi.create(entityType, entityId, draft)
        : commentApi.update(editing.id, draft),
    onSuccess: async () => {
      setEditing(null);
      await reload();
    },
    onError,
  });
  const remove = useMutation({ mutationFn: commentApi.remove, onSuccess: reload, onError });
  if (!isEnabled) return null;
  const confirmDelete = (comment: Comment) =>
    modal.confirm({
      title: t('COMMENTS.DELETE_CONFIRM'),
      okText: t('COMMENTS.DELETE'),
      okButtonProps: { danger: true, 'data-testid': 'comment-delete-ok' },
      cancelText: t('COMMON.CANCEL'),
      onOk: () => remove.mutateAsync(comment.id),
    });
  return (
    <Card
      title={t('COMMENTS.TITLE')}
      size="small"
      data-testid="comments"
      extra={
        <WriteAction>
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="comment-add"
          >
            {t('COMMENTS.ADD')}
          </Button>
        </WriteAction>
      }
    >
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={list.data?.length === 0}
        onRetry={() => void list.refetch()}
        skeletonRows={2}
      >
        <List
          dataSource={list.data ?? []}
          renderItem={(comment) => {
            const isMine = comment.userId === session?.user.id;
            return (
              <List.Item
                data-testid="comment"
                actions={
                  isMine
                    ? [
                        <WriteAction key="edit">
                          <Button
                            key="edit"
                            type="text"
                            size="small"
                            icon={<EditOutlined />}
                            title={t('COMMENTS.EDIT')}
                            aria-label={t('COMMENTS.EDIT')}
                            onClick={() => setEditing(comment)}
                            data-testid="comment-edit"
                          />
                        </WriteAction>,
                        <WriteAction key="delete">
                          <Button
                            key="delete"
                            type="text"
                            size="small"
                            danger
                            icon={<DeleteOutlined />}
                            title={t('COMMENTS.DELETE')}
                            aria-label={t('COMMENTS.DELETE')}
                            onClick={() => confirmDelete(comment)}
                            data-testid="comment-delete"
                          />
                        </WriteAction>,
                      ]
                    : []
                }
              >
                <List.Item.Meta
                  title={
                    <Flex gap={8} align="center" wrap>
                      <Typography.Text strong>
                        {[comment.userName, comment.userSurname].filter(Boolean).join(' ')}
                      </Typography.Text>
                      <Tag icon={comment.commentType === 'private' ? <LockOutlined /> : <TeamOutlined />}>
                        {t(comment.commentType === 'private' ? 'COMMENTS.PRIVATE' : 'COMMENTS.PUBLIC')}
                      </Tag>
                      <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
                        {formatDate(comment.modified_at)}
                      </Typography.Text>
                    </Flex>
                  }
                  description={
                    <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>
                      {comment.content}
                    </Typography.Paragraph>
                  }
                />
              </List.Item>
            );
          }}
        />
      </QueryState>
      <CommentModal
        open={editing !== null}
        initial={editing === null || editing === 'new' ? null : editing}
        isSaving={save.isPending}
        onSave={(draft) => save.mutate(draft)}
        onCancel={() => setEditing(null)}
      />
    </Card>
  );
}
