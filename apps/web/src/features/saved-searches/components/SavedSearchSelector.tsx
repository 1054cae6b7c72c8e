import type { AlertFrequency } from '@adatlas/domain/alerts';
import type { SavedSearch, SavedSearchNewMatches, SavedSearchType } from '@adatlas/domain/saved-searches';
import { mayFollowSavedSearches, SAVED_SEARCH_NAME_MAX_LENGTH } from '@adatlas/domain/saved-searches';
import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Input, Popover, Select, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { useReadOnlyView } from '../../../shared/session/useReadOnlyView.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { WriteAction } from '../../../shared/ui/WriteAction.tsx';
import { invalidateSavedSearches, savedSearchApi, savedSearchQueries } from '../api/savedSearches.queries.ts';
import { useNewMatchesLink } from '../hooks/useNewMatchesLink.ts';
import { useRefreshUncached } from '../hooks/useRefreshUncached.ts';
import { SavedSearchFollowButton } from './SavedSearchFollowButton.tsx';

/** The lists whose search takes an id filter, so an alert's link can show only the new records. */
const ID_FILTERED: ReadonlySet<SavedSearchType> = new Set(['company', 'contact', 'pitch']);

export interface SavedSearchSelectorProps {
  entity: SavedSearchType;
  /** The list's current search body, without the page. */
  filters: Record<string, unknown>;
  onLoad: (filters: Record<string, unknown>) => void;
  onReset: () => void;
}

/**
 * Pick a saved search to load its filters, save the current ones under a name, delete one, follow
 * one (a daily or weekly mail of its new records). Each followed search shows how many records
 * entered it since the user last opened it; an alert's link opens the list on those only.
 */
export function SavedSearchSelector({ entity, filters, onLoad, onReset }: SavedSearchSelectorProps) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useQuery(savedSearchQueries.list(entity));
  const canFollow = mayFollowSavedSearches(useSession().viewer);
  // A read-only view ("see as this user") neither counts nor marks anything as seen: both write.
  const readOnly = useReadOnlyView();
  useRefreshUncached(entity, readOnly ? undefined : list.data);
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
  const [newOnly, setNewOnly] = useState<{ search: SavedSearch; total: number } | null>(null);
  const follow = useMutation({
    mutationFn: ({ id, frequency }: { id: number; frequency: AlertFrequency | null }) =>
      savedSearchApi.setAlert(id, frequency),
    onSuccess: async ({ data }) => {
      void message.success(
        t(data.alert ? 'SAVED_SEARCH_ALERTS.FOLLOW_DONE' : 'SAVED_SEARCH_ALERTS.STOP_DONE', {
          name: data.name,
        }),
      );
      await invalidateSavedSearches(queryClient, entity);
    },
    onError,
  });
  /** Opening a followed search clears its "+N new"; a read-only session may not, and that is fine. */
  const markSeen = useCallback(
    (search: SavedSearch) => {
      if (!search.alert || readOnly) return;
      void savedSearchApi
        .markSeen(search.id)
        .then(() => invalidateSavedSearches(queryClient, entity))
        .catch(() => undefined);
    },
    [queryClient, entity, readOnly],
  );
  const openNew = useCallback(
    (search: SavedSearch, matches: SavedSearchNewMatches) => {
      setSelectedId(search.id);
      setNewOnly({ search, total: matches.total });
      onLoad(ID_FILTERED.has(entity) ? { ...search.data, id: matches.ids } : search.data);
      markSeen(search);
    },
    [entity, onLoad, markSeen],
  );
  useNewMatchesLink(list.data, openNew);
  // "Reset filters" leaves the list's address without a filter: the list no longer shows the
  // saved search, so neither does the picker.
  const { search: address } = useLocation();
  const previousAddress = useRef(address);
  useEffect(() => {
    const wasFiltered = previousAddress.current !== '';
    previousAddress.current = address;
    if (wasFiltered && address === '') {
      setSelectedId(null);
      setNewOnly(null);
    }
  }, [address]);
  const choose = (id: number) => {
    const search = list.data?.find((item) => item.id === id);
    setSelectedId(search?.id ?? null);
    setNewOnly(null);
    if (search) {
      onLoad(search.data);
      markSeen(search);
    }
  };
  const selected = list.data?.find((search) => search.id === selectedId) ?? null;
  const saveButton = (
    <Button icon={<SaveOutlined />} title={t('SAVED_SEARCH.SAVE_TITLE')} data-testid="saved-search-save">
      {t('SAVED_SEARCH.SAVE')}
    </Button>
  );
  return (
    <Flex gap={8} wrap align="center" style={{ maxWidth: '100%' }}>
      {/* On a phone the group keeps to the screen's width: the list narrows, the buttons stay whole. */}
      <Space.Compact data-testid="saved-searches" style={{ maxWidth: '100%' }}>
        <Select
          value={selected?.id ?? null}
          placeholder={t('SAVED_SEARCH.PLACEHOLDER')}
          aria-label={t('SAVED_SEARCH.PLACEHOLDER')}
          loading={list.isPending}
          style={{ width: 240, minWidth: 100 }}
          allowClear
          onClear={() => {
            setSelectedId(null);
            setNewOnly(null);
          }}
          // onSelect, not onChange: choosing the search already shown applies its filters again.
          onSelect={choose}
          notFoundContent={t('SAVED_SEARCH.NONE')}
          data-testid="saved-search-select"
          options={(list.data ?? []).map((search) => ({
            value: search.id,
            label: (
              <Flex justify="space-between" gap={8}>
                <Typography.Text ellipsis>{search.name}</Typography.Text>
                <Flex gap={4} align="center">
                  {search.alert && search.alert.newCount > 0 ? (
                    <Tag
                      color="green"
                      style={{ marginInlineEnd: 0 }}
                      title={t('SAVED_SEARCH_ALERTS.NEW_TITLE', { count: search.alert.newCount })}
                      data-testid="saved-search-new"
                    >
                      {t('SAVED_SEARCH_ALERTS.NEW_BADGE', { count: search.alert.newCount })}
                    </Tag>
                  ) : null}
                  <Typography.Text type="secondary" data-testid="saved-search-count">
                    {search.cache ? search.cache.resultsCount : '…'}
                  </Typography.Text>
                </Flex>
              </Flex>
            ),
          }))}
        />
        {readOnly ? (
          <WriteAction>{saveButton}</WriteAction>
        ) : (
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
            {saveButton}
          </Popover>
        )}
        <WriteAction>
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
        </WriteAction>
        {canFollow ? (
          <WriteAction>
            <SavedSearchFollowButton
              search={selected}
              loading={follow.isPending}
              onChange={(frequency) => selected && follow.mutate({ id: selected.id, frequency })}
            />
          </WriteAction>
        ) : null}
      </Space.Compact>
      {newOnly ? (
        <Alert
          type="info"
          showIcon
          data-testid="saved-search-new-only"
          style={{ paddingBlock: 4 }}
          message={t('SAVED_SEARCH_ALERTS.NEW_ONLY', { total: newOnly.total, name: newOnly.search.name })}
          action={
            ID_FILTERED.has(entity) ? (
              <Button
                size="small"
                type="link"
                data-testid="saved-search-show-all"
                onClick={() => {
                  onLoad(newOnly.search.data);
                  setNewOnly(null);
                }}
              >
                {t('SAVED_SEARCH_ALERTS.SHOW_ALL')}
              </Button>
            ) : null
          }
        />
      ) : null}
    </Flex>
  );
}
