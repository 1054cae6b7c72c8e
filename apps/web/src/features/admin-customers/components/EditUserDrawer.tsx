import {
  type AdminUserPatch,
  type AdminUserSummary,
  adminUserRights,
  checkFieldValue,
  type RecordField,
} from '@adatlas/domain/admin';
import type { Me } from '@adatlas/domain/auth';
import { mayManageGroup, USER_GROUPS } from '@adatlas/domain/scopes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Input, InputNumber, Select, Skeleton, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { LANGUAGES } from '../../../i18n/languages.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ADMIN_QUERY_KEY, adminMutation } from '../../../shared/api/adminMutation.ts';
import { errorReporter } from '../../../shared/api/index.ts';
import { useIsMobile } from '../../../shared/hooks/useIsMobile.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { ApiErrorAlert } from '../../../shared/ui/ApiErrorAlert.tsx';
import { fieldIssueText } from '../../../shared/utils/fieldIssueText.ts';
import { serverFieldErrors } from '../../../shared/utils/serverFieldErrors.ts';
import { auditFiltersParams } from '../../audit/index.ts';
import { customersQueries } from '../api/customers.queries.ts';
import { ADMIN_USER_DENIAL_KEYS } from '../utils/adminUserRights.ts';
import { USER_EDIT_FIELDS, type UserEditValues, userEditValues, userPatch } from '../utils/userEditForm.ts';
import { userGroupLabelKey } from '../utils/userGroupLabelKey.ts';

export interface EditUserDrawerProps {
  user: AdminUserSummary;
  onClose(): void;
}

/** The form's name, which antd also makes its element id: the footer's submit button points to it. */
const FORM_ID = 'edit-user';
const field = (key: keyof UserEditValues) =>
  USER_EDIT_FIELDS.find((candidate) => candidate.key === key) as RecordField;

/**
 * An account's name, mail language, group and extra credits. Only what changed is sent; closing
 * a changed form asks first; a refusal that names a field is shown on it.
 */
export function EditUserDrawer({ user, onClose }: EditUserDrawerProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const { session } = useSession();
  const [form] = Form.useForm<UserEditValues>();
  const account = useQuery(customersQueries.user(user.id));
  const initial = account.data ? userEditValues(account.data) : null;
  const watched = Form.useWatch([], form) as Partial<UserEditValues> | undefined;
  const viewer = { id: session?.user.id ?? 0, group: session?.user.group ?? 'CUSTOMER' };
  const groupRight = adminUserRights(viewer, user).changeGroup;
  const isSuperAdmin = viewer.group === 'SUPER-ADMIN';

  const pendingPatch = (values: Partial<UserEditValues> | undefined) =>
    initial ? userPatch(initial, values ?? {}) : {};
  const isChanged = Object.keys(pendingPatch(watched)).length > 0;

  const save = useMutation({
    mutationFn: (patch: AdminUserPatch) => adminMutation<Me>('PATCH', `/admin/users/${user.id}`, patch),
    // A refusal that names fields is shown on them; anything else goes to the global overlay.
    onError: (error, patch) => {
      const named = serverFieldErrors(t, error, USER_EDIT_FIELDS, patch, new Date());
      if (named.length > 0) {
        form.setFields(named.map(({ name, errors }) => ({ name: name as keyof UserEditValues, errors })));
      } else errorReporter.report(error);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(customersQueries.user(user.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
      void message.success(t('ADMIN.SAVED'));
      onClose();
    },
  });

  /** Leaves the form, asking first when it holds changes not saved. */
  const leave = (then: () => void) => {
    if (save.isPending) return;
    if (Object.keys(pendingPatch(form.getFieldsValue(true))).length === 0) return then();
    modal.confirm({
      title: t('ADMIN.CONFIRM_CANCEL'),
      okText: t('ADMIN.DISCARD'),
      okButtonProps: { danger: true, 'data-testid': 'edit-user-discard' },
      cancelText: t('ADMIN.KEEP_EDITING'),
      onOk: then,
    });
  };
  const submit = (values: Partial<UserEditValues>) => {
    const patch = pendingPatch(values);
    if (Object.keys(patch).length === 0) onClose();
    else save.mutate(patch);
  };
  const rule = (key: keyof UserEditValues) => ({
    validator: async (_: unknown, value: unknown) => {
      const checked = checkFieldValue(field(key), value ?? null, new Date());
      if (!checked.ok) throw new Error(fieldIssueText(t, checked.issue));
    },
  });
  const openHistory = () =>
    leave(() => {
      onClose();
      void navigate(
        `/admin/audit?${auditFiltersParams({ entity: 'users', entityId: String(user.id), page: 1 })}`,
      );
    });

  return (
    <Drawer
      open
      size={isMobile ? '100%' : 480}
      title={t('ADMIN.CUSTOMERS.EDIT_TITLE')}
      onClose={() => leave(onClose)}
      data-testid="edit-user-drawer"
      footer={
        <Space style={{ width: '100%', justifyContent: 'flex-end' }} wrap>
          <Button onClick={() => leave(onClose)} disabled={save.isPending} data-testid="edit-user-cancel">
            {t('COMMON.CANCEL')}
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            form={FORM_ID}
            disabled={!initial || !isChanged}
            loading={save.isPending}
            data-testid="edit-user-save"
          >
            {t('ADMIN.SAVE')}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" size={2} style={{ marginBottom: 16, width: '100%' }}>
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Typography.Text>
        {isSuperAdmin ? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={openHistory}>
            {t('ADMIN.CUSTOMERS.HISTORY')}
          </Button>
        ) : null}
      </Space>
      {account.isError ? (
        <Space direction="vertical">
          <ApiErrorAlert error={account.error} />
          <Button onClick={() => void account.refetch()}>{t('COMMON.RETRY')}</Button>
        </Space>
      ) : !initial ? (
        <Skeleton active />
      ) : (
        <Form<UserEditValues>
          name={FORM_ID}
          form={form}
          layout="vertical"
          // An unknown mail language shows the select's placeholder, which a null value would hide.
          initialValues={{ ...initial, language: initial.language ?? undefined }}
          onFinish={submit}
          disabled={save.isPending}
        >
          <Form.Item name="name" label={t('ADMIN.FIELD.NAME')} rules={[rule('name')]}>
            <Input maxLength={field('name').maxLength} autoComplete="off" />
          </Form.Item>
          <Form.Item name="surname" label={t('ADMIN.FIELD.SURNAME')} rules={[rule('surname')]}>
            <Input maxLength={field('surname').maxLength} autoComplete="off" />
          </Form.Item>
          <Form.Item name="language" label={t('ADMIN.FIELD.MAIL_LANGUAGE')}>
            <Select
              placeholder={t('ADMIN.CUSTOMERS.MAIL_LANGUAGE_UNKNOWN')}
              options={LANGUAGES.map((language) => ({ value: language, label: t(`LANGUAGE.${language}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="group"
            label={t('ADMIN.CUSTOMERS.GROUP')}
            extra={
              groupRight.allowed
                ? undefined
                : groupRight.reason !== 'CUSTOMERS_ONLY' && t(ADMIN_USER_DENIAL_KEYS[groupRight.reason])
            }
          >
            <Select
              disabled={!groupRight.allowed}
              options={USER_GROUPS.map((group) => ({
                value: group,
                label: t(userGroupLabelKey(group)),
                disabled: !mayManageGroup(viewer.group, group),
              }))}
            />
          </Form.Item>
          {(['extraCompanyCredits', 'extraContactCredits'] as const).map((key) => (
            <Form.Item key={key} name={key} label={t(field(key).label)} required rules={[rule(key)]}>
              {/* No min, max or precision: a value out of bounds is explained, not silently changed. */}
              <InputNumber style={{ width: '100%' }} data-testid={`edit-user-${key}`} />
            </Form.Item>
          ))}
        </Form>
      )}
    </Drawer>
  );
}
