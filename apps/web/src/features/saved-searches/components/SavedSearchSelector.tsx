import type { SavedSearchType } from '@adatlas/domain/saved-searches';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@adatlas/domain/saved-searches';
import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Input, Popover, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { invalidateSavedSearches, savedSearchApi, savedSearchQueries } from '../api/savedSearches.queries.ts';
import { useRefreshUncached } from '../hooks/useRefreshUncached.ts';

export interface SavedSearchSelectorProps {
  entity: SavedSearchType;
  /** The list's current search body, without the page. */
  filters: Record<string, unknown>;
  onLoad: (filters: Record<string, unknown>) => void;
  onReset: () => void;
}

/** Pick a saved search to load its filters, save the current ones under a name, delete one. */
export function SavedSearchSelector({ entity, filters, onLoad, onReset }: SavedSearchSelectorProps) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useQuery(savedSearchQueries.list(entity));
  useRefreshUncached(entity, list.data);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [isSaveOpen, setIsSaveOpen] = useState(false);
  const onError = (error: unknown) => {
    void message.error(isApiError(error) ? t(errorMessageKey(error.clientType)) : t('ERROR.UNEXPECTED'));
  };
  const save = useMutation({
    mutationFn: () => savedSearchApi.create(entity, name.trim(), filters),
    onSuccess: async ({ data }) => {
      setName('');
      setIsSaveOpen(false);
      setSelectedId(data.id);
      await invalidateSavedSearches(queryClient, entity);
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: number) => savedSearchApi.remove(id),
    onSuccess: async () => {
      setSelectedId(null);
      onReset();
      await invalidateSavedSearches(queryClient, entity);
    },
    onError,
  });
  const selected = list.data?.find((search) => search.id === selectedId) ?? null;
  return (
    // On a phone the group keeps to the screen's width: the list narrows, the buttons stay whole.
    <Space.Compact data-testid="saved-searches" style={{ maxWidth: '100%' }}>
      <Select
        value={selected?.id ?? null}
        placeholder={t('SAVED_SEARCH.PLACEHOLDER')}
        loading={list.isPending}
        style={{ width: 240, minWidth: 100 }}
        allowClear
        onClear={() => setSelectedId(null)}
        onChange={(id: number | null) => {
          const search = list.data?.find((item) => item.id === id);
          setSelectedId(search?.id ?? null);
          if (search) onLoad(search.data);
        }}
        notFoundContent={t('SAVED_SEARCH.NONE')}
        data-testid="saved-search-select"
        options={(list.data ?? []).map((search) => ({
          value: search.id,
          label: (
            <Flex justify="space-between" gap={8}>
              <Typography.Text ellipsis>{search.name}</Typography.Text>
              <Typography.Text type="secondary" data-testid="saved-search-count">
                {search.cache ? search.cache.resultsCount : '…'}
              </Typography.Text>
            </Flex>
          ),
        }))}
      />
      <Popover
        open={isSaveOpen}
        onOpenChange={setIsSaveOpen}
        trigger="click"
        title={t('SAVED_SEARCH.SAVE_TITLE')}
        content={
          <Flex gap={8}>
            <Input
              value={name}
              onChange={(event) => setName(event.target.value)}
              onPressEnter={() => name.trim() && save.mutate()}
              placeholder={t('SAVED_SEARCH.NAME')}
              aria-label={t('SAVED_SEARCH.NAME')}
              maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
              autoFocus
              data-testid="saved-search-name"
            />
            <Button
              type="primary"
              disabled={!name.trim()}
              loading={save.isPending}
              onClick={() => save.mutate()}
              data-testid="saved-search-save-ok"
            >
              {t('SAVED_SEARCH.SAVE')}
            </Button>
          </Flex>
        }
      >
        <Button icon={<SaveOutlined />} title={t('SAVED_SEARCH.SAVE_TITLE')} data-testid="saved-search-save">
          {t('SAVED_SEARCH.SAVE')}
        </Button>
      </Popover>
      <Button
        icon={<DeleteOutlined />}
        disabled={!selected}
        aria-label={t('SAVED_SEARCH.DELETE')}
        title={t('SAVED_SEARCH.DELETE')}
        data-testid="saved-search-delete"
        onClick={() =>
          selected &&
          modal.confirm({
            title: t('SAVED_SEARCH.DELETE_CONFIRM', { name: selected.name }),
            okButtonProps: { danger: true },
            okText: t('SAVED_SEARCH.DELETE'),
            cancelText: t('COMMON.CANCEL'),
            onOk: () => remove.mutateAsync(selected.id),
          })
        }
      />
    </Space.Compact>
  );
}
