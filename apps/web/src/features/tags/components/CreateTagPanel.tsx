import { isSameTagName, TAG_NAME_MAX_LENGTH } from '@adatlas/domain/tags';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ColorPicker, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { invalidateTags, tagApi, tagQueries } from '../api/tags.queries.ts';
import { useTagErrorModal } from '../hooks/useTagErrorModal.ts';

export interface CreateTagPanelProps {
  onCreated: (tagId: number) => void;
  onCancel: () => void;
}

const DEFAULT_COLOR = '#1F5FA8';

/** Name and colour of a new tag; a name already used (any case) is refused in red (spec data §5). */
export function CreateTagPanel({ onCreated, onCancel }: CreateTagPanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tags = useQuery(tagQueries.list());
  const showError = useTagErrorModal();
  const [name, setName] = useState('');
  const [color, setColor] = useState(DEFAULT_COLOR);
  const [isTaken, setIsTaken] = useState(false);
  const nameClashes = isTaken || (tags.data ?? []).some((tag) => isSameTagName(tag.name, name));
  const create = useMutation({
    mutationFn: () => tagApi.create(name.trim(), color),
    onSuccess: async ({ data }) => {
      await invalidateTags(queryClient);
      setName('');
      setColor(DEFAULT_COLOR);
      onCreated(data.id);
    },
    onError: (error) => {
      if (isApiError(error) && error.clientType === 'CONFLICT') setIsTaken(true);
      else showError(error);
    },
  });
  return (
    <Flex vertical gap={6} data-testid="create-tag-panel">
      <Flex gap={8} align="center" wrap>
        <Input
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setIsTaken(false);
          }}
          placeholder={t('TAG.NAME')}
          aria-label={t('TAG.NAME')}
          maxLength={TAG_NAME_MAX_LENGTH}
          status={nameClashes && name.trim() ? 'error' : undefined}
          style={{ width: 220 }}
          data-testid="tag-name-input"
        />
        <ColorPicker
          value={color}
          disabledAlpha
          onChange={(value) => setColor(value.toHexString().toUpperCase())}
          showText
        />
        <Button
          type="primary"
          disabled={!name.trim() || nameClashes}
          loading={create.isPending}
          onClick={() => create.mutate()}
          data-testid="tag-create-submit"
        >
          {t('TAG.CREATE')}
        </Button>
        <Button onClick={onCancel}>{t('COMMON.CANCEL')}</Button>
      </Flex>
      {nameClashes && name.trim() ? (
        <Typography.Text type="danger" data-testid="tag-name-error">
          {t('TAG.ERROR_MESSAGE')}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
