import { ADMIN_TREE_LISTS, type AdminTreeList, type AdminTreeNode } from '@adatlas/domain/admin';
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
import { useTranslation } from 'react-i18next';
import { adminMutation, adminQueries } from '../api/admin.queries.ts';

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

/** Reference trees of the current country: add, rename, (de)activate, move (never under itself). */
export function ReferenceListsPanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [list, setList] = useState<AdminTreeList>('categories');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [newKey, setNewKey] = useState('');
  const [rename, setRename] = useState('');
  const nodes = useQuery(adminQueries.tree(list));
  const hrLabel = t('HEADER.HR_EDITION');
  const treeData = useMemo(() => toTreeData(nodes.data ?? [], hrLabel), [nodes.data, hrLabel]);
  const selected = nodes.data?.find((node) => node.id === selectedId);

  const onDone = () => {
    void queryClient.invalidateQueries({ queryKey: adminQueries.tree(list).queryKey });
    void message.success(t('ADMIN.SAVED'));
  };
  const add = useMutation({
    mutationFn: (parentId: number | null) =>
      adminMutation('POST', `/admin/reference/trees/${list}`, { key: newKey, parentId }),
    onSuccess: () => {
      setNewKey('');
      onDone();
    },
  });
  const update = useMutation({
    mutationFn: (patch: { key?: string; active?: boolean; parentId?: number | null; hrFamily?: boolean }) =>
      adminMutation('PATCH', `/admin/reference/trees/${list}/${selectedId}`, patch),
    onSuccess: onDone,
  });

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select
        value={list}
        onChange={(value) => {
          setList(value);
          setSelectedId(null);
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
              onSelect={(keys) => {
                const id = keys[0] === undefined ? null : Number(keys[0]);
                setSelectedId(id);
                setRename(nodes.data?.find((node) => node.id === id)?.key ?? '');
              }}
            />
          )}
        </Card>
        <Card
          size="small"
          style={{ flex: '1 1 320px' }}
          title={selected ? selected.key : t('ADMIN.REFERENCE.NO_SELECTION')}
        >
          <Space direction="vertical" style={{ width: '100%' }}>
            <Space.Compact style={{ width: '100%' }}>
              <Input
                value={newKey}
                onChange={(event) => setNewKey(event.target.value)}
                placeholder={t('ADMIN.REFERENCE.NEW_KEY')}
              />
              <Button disabled={!newKey.trim()} onClick={() => add.mutate(selectedId)}>
                {t(selected ? 'ADMIN.REFERENCE.ADD_CHILD' : 'ADMIN.REFERENCE.ADD_ROOT')}
              </Button>
            </Space.Compact>
            {selected ? (
              <>
                <Space.Compact style={{ width: '100%' }}>
                  <Input value={rename} onChange={(event) => setRename(event.target.value)} />
                  <Button
                    disabled={!rename.trim() || rename === selected.key}
                    onClick={() => update.mutate({ key: rename })}
                  >
                    {t('ADMIN.REFERENCE.RENAME')}
                  </Button>
                </Space.Compact>
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
                <Select
                  style={{ width: '100%' }}
                  placeholder={t('ADMIN.REFERENCE.MOVE_UNDER')}
                  showSearch
                  optionFilterProp="label"
                  onChange={(parentId: number) =>
                    update.mutate({ parentId: parentId === 0 ? null : parentId })
                  }
                  options={[
                    { value: 0, label: t('ADMIN.REFERENCE.ROOT') },
                    ...(nodes.data ?? [])
                      .filter((node) => node.id !== selected.id)
                      .map((node) => ({ value: node.id, label: node.key })),
                  ]}
                />
              </>
            ) : null}
          </Space>
        </Card>
      </div>
    </Space>
  );
}
