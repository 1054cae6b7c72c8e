import {
  ADMIN_TREE_LISTS,
  type AdminTreeList,
  type AdminTreeNode,
  type AdminTreeNodePatch,
  findSiblingNamed,
} from '@adatlas/domain/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Empty,
  Input,
  Select,
  Space,
  Switch,
  Tag,
  Tree,
  type TreeDataNode,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { adminMutation } from '../../../shared/api/adminMutation.ts';
import { isApiError } from '../../../shared/api/index.ts';
import { ApiErrorAlert } from '../../../shared/ui/ApiErrorAlert.tsx';
import { FieldError } from '../../../shared/ui/FieldError.tsx';
import { referenceListsQueries } from '../api/referenceLists.queries.ts';
import {
  addNameTakenKey,
  addTargets,
  moveRefusalKey,
  moveTargets,
  treeEditErrorKey,
} from '../utils/referenceTreeEdits.ts';

function toTreeData(nodes: AdminTreeNode[], hrLabel: string, parentId: number | null = null): TreeDataNode[] {
  return nodes
    .filter((node) => node.parentId === parentId)
    .map((node) => ({
      key: node.id,
      title: (
        <>
          {node.active ? node.key : <Typography.Text delete>{node.key}</Typography.Text>}
          {node.hrFamily ? (
            <Tag color="gold" style={{ marginInlineStart: 8 }} data-testid="hr-family-tag">
              {hrLabel}
            </Tag>
          ) : null}
        </>
      ),
      children: toTreeData(nodes, hrLabel, node.id),
    }));
}

/** The move select's value for "no parent": a select holds no null. */
const TOP_LEVEL = 0;

/**
 * Reference trees of the current country: add, rename, (de)activate, move. Siblings keep distinct
 * names and a node never moves under itself; a refused change is explained beside its field.
 */
export function ReferenceListsPanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [list, setList] = useState<AdminTreeList>('categories');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [newKey, setNewKey] = useState('');
  const [rename, setRename] = useState('');
  const nodes = useQuery(referenceListsQueries.tree(list));
  const tree = nodes.data ?? [];
  const hrLabel = t('HEADER.HR_EDITION');
  const treeData = useMemo(() => toTreeData(nodes.data ?? [], hrLabel), [nodes.data, hrLabel]);
  const selected = tree.find((node) => node.id === selectedId);
  const targets = useMemo(
    () => (selectedId === null ? [] : moveTargets(nodes.data ?? [], selectedId)),
    [nodes.data, selectedId],
  );

  const refreshTree = () =>
    queryClient.invalidateQueries({ queryKey: referenceListsQueries.tree(list).queryKey });
  const onSaved = async () => {
    // The form shows the saved state only once the tree has it (the parent select above all).
    await refreshTree();
    void message.success(t('ADMIN.SAVED'));
  };
  const add = useMutation({
    mutationFn: (parentId: number | null) =>
      adminMutation('POST', `/admin/reference/trees/${list}`, { key: newKey.trim(), parentId }),
    meta: { handlesErrors: true },
    onSuccess: async () => {
      setNewKey('');
      await onSaved();
    },
  });
  const update = useMutation({
    mutationFn: (patch: AdminTreeNodePatch) =>
      adminMutation('PATCH', `/admin/reference/trees/${list}/${selectedId}`, patch),
    meta: { handlesErrors: true },
    onSuccess: onSaved,
    // The tree shown may be stale: what the server refused against is then worth seeing.
    onError: () => void refreshTree(),
  });
  const select = (id: number | null) => {
    setSelectedId(id);
    setRename(tree.find((node) => node.id === id)?.key ?? '');
    add.reset();
    update.reset();
  };

  const hasSelection = selected !== undefined;
  const places = addTargets(tree, selected ? selected.id : null, newKey);
  const takenText = (parentId: number | null, name: string) =>
    t(addNameTakenKey(parentId, hasSelection), { name, parent: selected?.key ?? '' });
  const twinErrors = places.flatMap((place) =>
    place.twin ? [takenText(place.parentId, place.twin.key)] : [],
  );
  // A refusal the tree shown did not foresee (someone else added the name meanwhile).
  const serverAddError =
    add.error &&
    (isApiError(add.error) && add.error.clientType === 'CONFLICT'
      ? takenText(add.variables ?? null, newKey.trim())
      : t(treeEditErrorKey(add.error), { name: newKey.trim() }));
  const addError = twinErrors.length > 0 ? twinErrors.join(' ') : serverAddError;
  const renameTwin =
    selected && rename.trim() ? findSiblingNamed(tree, selected.parentId, rename, selected.id) : undefined;
  const failedPatch = update.error ? update.variables : undefined;
  const renameError = renameTwin
    ? t('ADMIN.REFERENCE.NAME_TAKEN', { name: renameTwin.key })
    : failedPatch?.key !== undefined && t(treeEditErrorKey(update.error), { name: failedPatch.key });
  const moveError =
    selected && failedPatch?.parentId !== undefined
      ? t(moveRefusalKey(update.error, tree, selected, failedPatch.parentId), { name: selected.key })
      : null;
  const otherError = failedPatch && failedPatch.key === undefined && failedPatch.parentId === undefined;
  // While a move is saved the select shows where it goes; otherwise, always the real parent.
  const movingTo = update.isPending ? update.variables?.parentId : undefined;
  const parentValue = movingTo !== undefined ? (movingTo ?? TOP_LEVEL) : (selected?.parentId ?? TOP_LEVEL);

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select
        value={list}
        aria-label={t('ADMIN.REFERENCE.LIST')}
        onChange={(value) => {
          setList(value);
          select(null);
        }}
        style={{ width: 260 }}
        options={ADMIN_TREE_LISTS.map((value) => ({
          value,
          label: t(`ADMIN.REFERENCE.${value.toUpperCase()}`),
        }))}
      />
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <Card size="small" style={{ flex: '1 1 320px', maxHeight: 520, overflow: 'auto' }}>
          {treeData.length === 0 ? (
            <Empty description={t('COMMON.NO_DATA')} />
          ) : (
            <Tree
              treeData={treeData}
              selectedKeys={selectedId === null ? [] : [selectedId]}
              onSelect={(keys) => select(keys[0] === undefined ? null : Number(keys[0]))}
            />
          )}
        </Card>
        <Card
          size="small"
          style={{ flex: '1 1 320px' }}
          title={selected ? selected.key : t('ADMIN.REFERENCE.NO_SELECTION')}
        >
          <Space direction="vertical" style={{ width: '100%' }}>
            <div>
              <Input
                value={newKey}
                onChange={(event) => {
                  setNewKey(event.target.value);
                  add.reset();
                }}
                placeholder={t('ADMIN.REFERENCE.NEW_KEY')}
                aria-label={t('ADMIN.REFERENCE.NEW_KEY')}
                status={addError ? 'error' : undefined}
                onPressEnter={() => {
                  // Enter adds where the first button does, as long as it may.
                  const [first] = places;
                  if (first && newKey.trim() && !first.twin && !add.isPending) add.mutate(first.parentId);
                }}
                data-testid="reference-new-key"
              />
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}>
                {places.map((place) => (
                  <Button
                    key={place.parentId ?? 'top'}
                    disabled={
                      !newKey.trim() ||
                      place.twin !== undefined ||
                      (add.isPending && add.variables !== place.parentId)
                    }
                    loading={add.isPending && add.variables === place.parentId}
                    onClick={() => add.mutate(place.parentId)}
                    style={{ maxWidth: '100%' }}
                    data-testid={place.parentId === null ? 'reference-add' : 'reference-add-child'}
                  >
                    {/* A long entry name ends in an ellipsis rather than push the card wider. */}
                    <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                      {place.parentId === null
                        ? t('ADMIN.REFERENCE.ADD_ROOT')
                        : t('ADMIN.REFERENCE.ADD_CHILD_OF', { name: selected?.key ?? '' })}
                    </span>
                  </Button>
                ))}
              </div>
              <FieldError message={addError} testId="reference-add-error" />
            </div>
            {selected ? (
              <>
                <div>
                  <Space.Compact style={{ width: '100%' }}>
                    <Input
                      value={rename}
                      onChange={(event) => {
                        setRename(event.target.value);
                        update.reset();
                      }}
                      aria-label={t('ADMIN.REFERENCE.RENAME')}
                      status={renameError ? 'error' : undefined}
                      data-testid="reference-rename-input"
                    />
                    <Button
                      disabled={!rename.trim() || rename.trim() === selected.key || renameTwin !== undefined}
                      onClick={() => update.mutate({ key: rename.trim() })}
                      data-testid="reference-rename"
                    >
                      {t('ADMIN.REFERENCE.RENAME')}
                    </Button>
                  </Space.Compact>
                  <FieldError message={renameError} testId="reference-rename-error" />
                </div>
                <Space>
                  <Switch checked={selected.active} onChange={(active) => update.mutate({ active })} />
                  {t('ADMIN.CUSTOMERS.ACTIVE')}
                </Space>
                {list === 'functions' && selected.parentId === null ? (
                  <Space align="start">
                    <Switch
                      checked={selected.hrFamily}
                      onChange={(hrFamily) => update.mutate({ hrFamily })}
                      data-testid="hr-family-switch"
                    />
                    <span>
                      {t('ADMIN.REFERENCE.HR_FAMILY')}
                      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                        {t('ADMIN.REFERENCE.HR_FAMILY_HINT')}
                      </Typography.Text>
                    </span>
                  </Space>
                ) : null}
                {otherError ? <ApiErrorAlert error={update.error} /> : null}
                <div>
                  <Typography.Text type="secondary">{t('ADMIN.REFERENCE.PARENT')}</Typography.Text>
                  <Select
                    style={{ width: '100%' }}
                    value={parentValue}
                    aria-label={t('ADMIN.REFERENCE.PARENT')}
                    showSearch
                    optionFilterProp="label"
                    loading={update.isPending && movingTo !== undefined}
                    status={moveError ? 'error' : undefined}
                    onChange={(parentId: number) =>
                      update.mutate({ parentId: parentId === TOP_LEVEL ? null : parentId })
                    }
                    options={[
                      { value: TOP_LEVEL, label: t('ADMIN.REFERENCE.ROOT') },
                      ...targets.map((target) => ({ value: target.id, label: target.label })),
                    ]}
                    data-testid="reference-parent-select"
                  />
                  <FieldError message={moveError} testId="reference-move-error" />
                </div>
              </>
            ) : null}
          </Space>
        </Card>
      </div>
    </Space>
  );
}
