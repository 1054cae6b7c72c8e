import { USER_GROUPS } from '@adatlas/domain/scopes';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '../../../i18n/languages.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { adminMutation } from '../api/admin.queries.ts';

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

/** A new account; it receives a link to choose its password. Only super admins create admins. */
export function CreateUserModal({ open, onClose, onCreated }: CreateUserModalProps) {
  const { t, i18n } = useTranslation();
  const { session } = useSession();
  const [form] = Form.useForm<CreateUserForm>();
  const isSuperAdmin = session?.user.group === 'SUPER-ADMIN';
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
          rules={[{ required: true, type: 'email', message: t('COMMON.INVALID_EMAIL') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="name" label={t('ADMIN.FIELD.NAME')}>
          <Input />
        </Form.Item>
        <Form.Item name="surname" label={t('ADMIN.FIELD.SURNAME')}>
          <Input />
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
              label: group,
              disabled: group !== 'CUSTOMER' && !isSuperAdmin,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
