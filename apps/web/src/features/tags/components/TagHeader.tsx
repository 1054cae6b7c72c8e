import type { Tag } from '@adatlas/domain/tags';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { WriteAction } from '../../../shared/ui/WriteAction.tsx';
import { forgetTag, invalidateTags, tagApi } from '../api/tags.queries.ts';
import { useTagErrorModal } from '../hooks/useTagErrorModal.ts';

export interface TagHeaderProps {
  tag: Tag;
  onDeleted: () => void;
}

/** The selected tag's name with rename and delete (after confirmation). */
export function TagHeader({ tag, onDeleted }: TagHeaderProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const showError = useTagErrorModal();
  const [draft, setDraft] = useState<string | null>(null);
  const rename = useMutation({
    mutationFn: (name: string) => tagApi.update(tag.id, { name }),
    onSuccess: async () => {
      setDraft(null);
      await invalidateTags(queryClient);
    },
    onError: showError,
  });
  const remove = useMutation({
    mutationFn: () => tagApi.remove(tag.id),
    onSuccess: async () => {
      onDeleted();
      await forgetTag(queryClient, tag.id);
    },
    onError: showError,
  });
  const confirmDelete = () =>
    modal.confirm({
      title: t('TAG.DELETE_CONFIRM', { name: tag.name }),
      okText: t('TAG.DELETE'),
      okButtonProps: { danger: true, 'data-testid': 'tag-delete-ok' },
      cancelText: t('COMMON.CANCEL'),
      onOk: () => remove.mutateAsync(),
    });
  return (
    <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 8 }}>
      {draft === null ? (
        <Flex align="center" gap={10}>
          <Badge color={`#${tag.color}`} />
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="tag-title">
            {tag.name}
          </Typography.Title>
        </Flex>
      ) : (
        <Flex gap={8}>
          <Input
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onPressEnter={() => draft.trim() && rename.mutate(draft.trim())}
            autoFocus
            aria-label={t('TAG.NAME')}
            style={{ width: 240 }}
          />
          <Button
            type="primary"
            disabled={!draft.trim()}
            loading={rename.isPending}
            onClick={() => rename.mutate(draft.trim())}
          >
            {t('TAG.SAVE')}
          </Button>
          <Button onClick={() => setDraft(null)}>{t('COMMON.CANCEL')}</Button>
        </Flex>
      )}
      <Flex gap={8}>
        {draft === null ? (
          <WriteAction>
            <Button icon={<EditOutlined />} onClick={() => setDraft(tag.name)} data-testid="tag-rename">
              {t('TAG.RENAME')}
            </Button>
          </WriteAction>
        ) : null}
        <WriteAction>
          <Button danger icon={<DeleteOutlined />} onClick={confirmDelete} data-testid="tag-delete">
            {t('TAG.DELETE')}
          </Button>
        </WriteAction>
      </Flex>
    </Flex>
  );
}
