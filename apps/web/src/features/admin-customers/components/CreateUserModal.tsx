import { AdminUserCreateSchema } from '@adatlas/domain/admin';
import { mayManageGroup, USER_GROUPS } from '@adatlas/domain/scopes';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { isLanguage, LANGUAGES, type Language } from '../../../i18n/languages.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { adminMutation } from '../../../shared/api/adminMutation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { userGroupLabelKey } from '../utils/userGroupLabelKey.ts';

export interface CreateUserModalProps {
  open: boolean;
  onClose(): void;
  onCreated(): void;
}

interface CreateUserForm {
  email: string;
  name?: string;
  surname?: string;
  group: (typeof USER_GROUPS)[number];
  language: Language;
}

/** The server's length caps (AdminUserCreateSchema), so the form cannot hold what the API refuses. */
const EMAIL_MAX_LENGTH = AdminUserCreateSchema.shape.email.in.maxLength ?? undefined;
const NAME_MAX_LENGTH = AdminUserCreateSchema.shape.name.unwrap().unwrap().maxLength ?? undefined;
const SURNAME_MAX_LENGTH = AdminUserCreateSchema.shape.surname.unwrap().unwrap().maxLength ?? undefined;

/** A new account; it receives a link to choose its password. Only super admins create admins. */
export function CreateUserModal({ open, onClose, onCreated }: CreateUserModalProps) {
  const { t, i18n } = useTranslation();
  const { session } = useSession();
  const [form] = Form.useForm<CreateUserForm>();
  const viewerGroup = session?.user.group ?? 'CUSTOMER';
  const create = useMutation({
    mutationFn: (values: CreateUserForm) => adminMutation('POST', '/admin/users', values),
    onSuccess: () => {
      form.resetFields();
      onCreated();
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title={t('ADMIN.CUSTOMERS.CREATE')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('ADMIN.SAVE')}
      cancelText={t('COMMON.CANCEL')}
      confirmLoading={create.isPending}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ group: 'CUSTOMER', language: isLanguage(i18n.language) ? i18n.language : 'en' }}
        onFinish={(values) => create.mutate(values)}
      >
        <Form.Item
          name="email"
          label={t('ADMIN.FIELD.EMAIL')}
          rules={[
            { required: true, whitespace: true, message: t('VALIDATION.REQUIRED_FIELD') },
            { type: 'email', message: t('COMMON.INVALID_EMAIL') },
          ]}
        >
          <Input inputMode="email" autoComplete="off" maxLength={EMAIL_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="name" label={t('ADMIN.FIELD.NAME')}>
          <Input maxLength={NAME_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="surname" label={t('ADMIN.FIELD.SURNAME')}>
          <Input maxLength={SURNAME_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="language" label={t('ADMIN.FIELD.MAIL_LANGUAGE')}>
          <Select
            options={LANGUAGES.map((language) => ({ value: language, label: t(`LANGUAGE.${language}`) }))}
          />
        </Form.Item>
        <Form.Item name="group" label={t('ADMIN.CUSTOMERS.GROUP')}>
          <Select
            options={USER_GROUPS.map((group) => ({
              value: group,
              label: t(userGroupLabelKey(group)),
              disabled: !mayManageGroup(viewerGroup, group),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
