import { TAG_ENTITY_KEYS } from '@adatlas/domain/tags';
import { PlusOutlined, TagsOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Flex, type RefSelectProps, Select, Switch, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { usePageCommand } from '../../../shared/commands/pageCommands.ts';
import { useReadOnlyView } from '../../../shared/session/useReadOnlyView.ts';
import { WriteAction } from '../../../shared/ui/WriteAction.tsx';
import { invalidateTags, type TaggableSearch, tagApi, tagQueries } from '../api/tags.queries.ts';
import type { TagSelection } from '../hooks/useTagSelection.ts';
import { CreateTagPanel } from './CreateTagPanel.tsx';

/** Spec data §5, §9: associate-all is for searches of fewer than 3000 results. */
export const TAG_ALL_LIMIT = 3000;

export interface TagModeBarProps {
  entity: TaggableSearch;
  selection: TagSelection;
  /** The ids of the rows on the current page, for "select all". */
  pageIds: readonly number[];
  totalResults: number;
  /** The list's search body, for "associate all results". */
  filters: object;
  /** The row the keyboard is on (`j` / `k`): what `t` tags when nothing is selected. */
  focusedId?: number | null;
}

/** Tag mode of a search list: select rows, pick or create a tag, associate the rows or all results. */
export function TagModeBar({
  entity,
  selection,
  pageIds,
  totalResults,
  filters,
  focusedId = null,
}: TagModeBarProps) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const tags = useQuery({ ...tagQueries.list(), enabled: selection.isTagMode });
  const [tagId, setTagId] = useState<number | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const tagSelect = useRef<RefSelectProps>(null);
  const [isChoosing, setIsChoosing] = useState(false);
  // Tagging writes: a read-only view shows the switch disabled and offers no `t` command.
  const readOnly = useReadOnlyView();
  // `t` and the palette: tag mode on, the keyboard's row selected when nothing is, the tag list open.
  usePageCommand(
    'tag',
    selection.selected.size > 0 || focusedId !== null
      ? 'COMMAND_PALETTE.TAG_SELECTION'
      : 'COMMAND_PALETTE.TAG_LIST',
    () => {
      selection.setTagMode(true);
      if (selection.selected.size === 0 && focusedId !== null) selection.toggle(focusedId);
      setIsChoosing(true);
    },
    !readOnly,
  );
  useEffect(() => {
    if (isChoosing && selection.isTagMode) tagSelect.current?.focus();
  }, [isChoosing, selection.isTagMode]);
  const finish = async () => {
    await invalidateTags(queryClient);
    setTagId(null);
    selection.setTagMode(false);
  };
  const onError = () => {
    notification.error({ message: t('TAG.ASSOCIATION_FAILED') });
  };
  const associateSelected = useMutation({
    mutationFn: (id: number) => tagApi.update(id, { [TAG_ENTITY_KEYS[entity]]: [...selection.selected] }),
    onSuccess: finish,
    onError,
  });
  const associateAll = useMutation({
    mutationFn: (id: number) => tagApi.associateSearch(id, entity, filters),
    onSuccess: finish,
    onError,
  });
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selection.selected.has(id));
  const someOnPage = pageIds.some((id) => selection.selected.has(id));
  const isTooMany = totalResults >= TAG_ALL_LIMIT;
  return (
    <Flex vertical gap={10} style={{ marginBottom: selection.isTagMode ? 8 : 0 }}>
      <Flex align="center" gap={12} wrap>
        <Flex align="center" gap={6}>
          <WriteAction>
            <Switch
              size="small"
              checked={selection.isTagMode}
              onChange={selection.setTagMode}
              data-testid="tag-mode-toggle"
              aria-label={t('TAG.TAG_MODE')}
            />
          </WriteAction>
          <Typography.Text>
            <TagsOutlined /> {t('TAG.TAG_MODE')}
          </Typography.Text>
        </Flex>
        {selection.isTagMode ? (
          <>
            <Checkbox
              checked={allOnPage}
              indeterminate={someOnPage && !allOnPage}
              onChange={() => selection.toggleAll(pageIds)}
              data-testid="tag-select-all"
            >
              {t('TAG.SELECT_ALL', { count: selection.selected.size })}
            </Checkbox>
            <Select
              ref={tagSelect}
              open={isChoosing || undefined}
              onOpenChange={(open) => {
                if (!open) setIsChoosing(false);
              }}
              value={tagId}
              onChange={(id: number) => {
                setTagId(id);
                setIsChoosing(false);
              }}
              placeholder={t('TAG.CHOOSE')}
              aria-label={t('TAG.CHOOSE')}
              loading={tags.isPending}
              style={{ minWidth: 200 }}
              options={(tags.data ?? []).map((tag) => ({
                value: tag.id,
                label: (
                  <Flex align="center" gap={6}>
                    <span style={{ width: 10, height: 10, borderRadius: 5, background: `#${tag.color}` }} />
                    {tag.name}
                  </Flex>
                ),
              }))}
              data-testid="tag-select"
            />
            <Button
              type="primary"
              disabled={tagId === null || selection.selected.size === 0}
              loading={associateSelected.isPending}
              onClick={() => tagId !== null && associateSelected.mutate(tagId)}
              data-testid="tag-associate-selected"
            >
              {t('TAG.ASSOCIATE_SELECTED')}
            </Button>
            <Tooltip title={isTooMany ? t('TAG.TOO_MANY_RESULTS') : undefined}>
              <Button
                disabled={tagId === null || isTooMany || totalResults === 0}
                loading={associateAll.isPending}
                onClick={() => tagId !== null && associateAll.mutate(tagId)}
                data-testid="tag-associate-all"
              >
                {t('TAG.ASSOCIATE_ALL', { count: totalResults })}
              </Button>
            </Tooltip>
            <Button
              icon={<PlusOutlined />}
              type={isCreating ? 'default' : 'dashed'}
              onClick={() => setIsCreating((open) => !open)}
              data-testid="tag-new"
            >
              {t('TAG.NEW')}
            </Button>
          </>
        ) : null}
      </Flex>
      {selection.isTagMode && isCreating ? (
        <CreateTagPanel
          onCreated={(id) => {
            setTagId(id);
            setIsCreating(false);
          }}
          onCancel={() => setIsCreating(false)}
        />
      ) : null}
    </Flex>
  );
}
