import { type AdminFlatItem, FLAT_ITEM_KEY_PATTERN } from '@adatlas/domain/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { adminMutation } from '../../../shared/api/adminMutation.ts';
import { ApiErrorAlert } from '../../../shared/ui/ApiErrorAlert.tsx';
import { referenceListsQueries } from '../api/referenceLists.queries.ts';
import { keyFromLabel } from '../utils/keyFromLabel.ts';

/**
 * The flat reference lists of the current country (ranges, sources, scopes, funding types…): add,
 * rename, deactivate. Keys stay once created: records and saved searches point to them, so a new
 * key is plain (suggested from the label) and unique in its list, and the form says so in place.
 */
export function FlatListsPanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const lists = useQuery(referenceListsQueries.flatLists());
  const [list, setList] = useState<string | undefined>();
  const [label, setLabel] = useState('');
  const [key, setKey] = useState('');
  const [renaming, setRenaming] = useState<{ id: number; label: string } | null>(null);
  const current = list ?? lists.data?.[0];
  const items = useQuery({ ...referenceListsQueries.flat(current ?? ''), enabled: current !== undefined });

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: referenceListsQueries.flat(current ?? '').queryKey });
    void message.success(t('ADMIN.SAVED'));
  };
  const add = useMutation({
    mutationFn: (newItemKey: string) =>
      adminMutation('POST', `/admin/reference/lists/${current}`, {
        key: newItemKey,
        label: label.trim(),
        sortOrder: (items.data?.reduce((max, item) => Math.max(max, item.sortOrder), -1) ?? -1) + 1,
      }),
    meta: { handlesErrors: true },
    // A key taken by someone else meanwhile: the list shown catches up and flags it too.
    onError: () =>
      void queryClient.invalidateQueries({ queryKey: referenceListsQueries.flat(current ?? '').queryKey }),
    onSuccess: () => {
      setLabel('');
      setKey('');
      refresh();
    },
  });
  const update = useMutation({
    mutationFn: ({ id, ...patch }: { id: number; label?: string; active?: boolean }) =>
      adminMutation('PATCH', `/admin/reference/lists/${current}/${id}`, patch),
    onSuccess: () => {
      setRenaming(null);
      refresh();
    },
  });
  const listLabel = (name: string) => t(`ADMIN.FLAT_LIST.${name.toUpperCase()}`, { defaultValue: name });
  const newKey = key.trim() || keyFromLabel(label);
  const isKeyTaken =
    items.data?.some((item) => item.key === newKey) ||
    (isApiError(add.error) && add.error.clientType === 'CONFLICT' && add.variables === newKey);
  const isKeyMalformed =
    (newKey !== '' && !FLAT_ITEM_KEY_PATTERN.test(newKey)) ||
    (isApiError(add.error) &&
      add.error.clientType === 'VALIDATION_ERROR' &&
      add.error.fields?.some((field) => field.path === 'body.key'));
  const keyError = isKeyTaken
    ? t('ADMIN.FLAT_LIST.KEY_TAKEN', { key: newKey })
    : isKeyMalformed
      ? t('ADMIN.FLAT_LIST.KEY_FORMAT')
      : null;
  const canAdd = current !== undefined && label.trim() !== '' && newKey !== '' && !keyError;
  const editNew = (change: () => void) => {
    change();
    add.reset();
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Alert type="info" showIcon title={t('ADMIN.FLAT_LIST.HINT')} />
      <Select
        value={current}
        aria-label={t('ADMIN.FLAT_LIST.LIST')}
        loading={lists.isLoading}
        onChange={(name) => {
          setList(name);
          setRenaming(null);
          add.reset();
        }}
        style={{ width: 300 }}
        showSearch
        optionFilterProp="label"
        data-testid="flat-list-select"
        options={(lists.data ?? []).map((name) => ({ value: name, label: listLabel(name) }))}
      />
      <div style={{ maxWidth: 640, width: '100%' }}>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            value={label}
            onChange={(event) => editNew(() => setLabel(event.target.value))}
            placeholder={t('ADMIN.FLAT_LIST.NEW_LABEL')}
            aria-label={t('ADMIN.FLAT_LIST.NEW_LABEL')}
            onPressEnter={() => canAdd && add.mutate(newKey)}
            data-testid="flat-new-label"
          />
          <Input
            value={key}
            onChange={(event) => editNew(() => setKey(event.target.value))}
            // The key suggested from the label, taken when none is typed.
            placeholder={keyFromLabel(label) || t('ADMIN.FLAT_LIST.KEY')}
            onPressEnter={() => canAdd && add.mutate(newKey)}
            style={{ maxWidth: 220 }}
            status={keyError ? 'error' : undefined}
            aria-label={t('ADMIN.FLAT_LIST.KEY')}
            aria-invalid={keyError ? true : undefined}
            data-testid="flat-new-key"
          />
          <Button
            type="primary"
            disabled={!canAdd}
            loading={add.isPending}
            onClick={() => add.mutate(newKey)}
            data-testid="flat-add"
          >
            {t('ADMIN.FLAT_LIST.ADD')}
          </Button>
        </Space.Compact>
        {keyError ? (
          <Typography.Text
            type="danger"
            role="alert"
            style={{ display: 'block', marginTop: 4 }}
            data-testid="flat-key-error"
          >
            {keyError}
          </Typography.Text>
        ) : null}
      </div>
      {keyError ? null : <ApiErrorAlert error={add.error} />}
      <Table<AdminFlatItem>
        rowKey="id"
        size="small"
        loading={items.isFetching}
        dataSource={items.data}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: t('COMMON.NO_DATA') }}
        columns={[
          {
            title: t('ADMIN.FLAT_LIST.LABEL'),
            render: (_, item) =>
              renaming?.id === item.id ? (
                <Space.Compact style={{ width: '100%' }}>
                  <Input
                    autoFocus
                    value={renaming.label}
                    onChange={(event) => setRenaming({ id: item.id, label: event.target.value })}
                    onPressEnter={() => renaming.label.trim() && update.mutate(renaming)}
                    onKeyDown={(event) => event.key === 'Escape' && setRenaming(null)}
                    data-testid="flat-rename-input"
                  />
                  <Button
                    type="primary"
                    disabled={!renaming.label.trim() || renaming.label === item.label}
                    onClick={() => update.mutate(renaming)}
                    data-testid="flat-rename-save"
                  >
                    {t('ADMIN.SAVE')}
                  </Button>
                  <Button onClick={() => setRenaming(null)}>{t('COMMON.CANCEL')}</Button>
                </Space.Compact>
              ) : (
                <Typography.Text delete={!item.active}>{item.label}</Typography.Text>
              ),
          },
          {
            title: t('ADMIN.FLAT_LIST.KEY'),
            dataIndex: 'key',
            render: (value: string) => <Typography.Text code>{value}</Typography.Text>,
          },
          {
            title: t('ADMIN.CUSTOMERS.STATUS'),
            render: (_, item) => (
              <Space>
                <Switch
                  size="small"
                  checked={item.active}
                  onChange={(active) => update.mutate({ id: item.id, active })}
                  aria-label={t('ADMIN.CUSTOMERS.ACTIVE')}
                />
                {item.active ? null : <Tag>{t('ADMIN.FLAT_LIST.INACTIVE')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('ADMIN.ACTIONS'),
            render: (_, item) => (
              <Button
                size="small"
                disabled={renaming?.id === item.id}
                onClick={() => setRenaming({ id: item.id, label: item.label })}
                data-testid={`flat-rename-${item.key}`}
              >
                {t('ADMIN.REFERENCE.RENAME')}
              </Button>
            ),
          },
        ]}
      />
    </Space>
  );
}
