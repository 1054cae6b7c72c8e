import type { NewsFeed } from '@adatlas/domain/admin';
import { useMutation } from '@tanstack/react-query';
import { type ButtonProps, Form, Input, Modal, Switch } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { adminMutation } from '../../../shared/api/adminMutation.ts';

export interface FeedFormModalProps {
  /** null: a new feed. */
  feed: NewsFeed | null;
  onClose(): void;
  onSaved(): void;
}

interface FeedForm {
  name: string;
  url: string;
  logo?: string;
  online: boolean;
}

/** A news feed: its name, its logo, the RSS/Atom address the ingestion job reads, online or not. */
export function FeedFormModal({ feed, onClose, onSaved }: FeedFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FeedForm>();
  const save = useMutation({
    mutationFn: (values: FeedForm) => {
      const body = { ...values, logo: values.logo?.trim() || null };
      return feed
        ? adminMutation<NewsFeed>('PATCH', `/admin/feeds/${feed.id}`, body)
        : adminMutation<NewsFeed>('POST', '/admin/feeds', body);
    },
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });
  const link = { type: 'url' as const, message: t('ADMIN.FEEDS.INVALID_URL') };

  return (
    <Modal
      open
      title={feed ? feed.name : t('ADMIN.FEEDS.CREATE')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('ADMIN.SAVE')}
      cancelText={t('COMMON.CANCEL')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'feed-save' } as ButtonProps}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          feed
            ? { name: feed.name, url: feed.url, logo: feed.logo ?? '', online: feed.online }
            : { online: true }
        }
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="name"
          label={t('ADMIN.FEEDS.NAME')}
          rules={[{ required: true, whitespace: true, message: t('COMMON.REQUIRED_FIELD') }]}
        >
          <Input data-testid="feed-name" />
        </Form.Item>
        <Form.Item
          name="url"
          label={t('ADMIN.FEEDS.URL')}
          rules={[{ required: true, message: t('COMMON.REQUIRED_FIELD') }, link]}
        >
          <Input placeholder="https://" data-testid="feed-url" />
        </Form.Item>
        <Form.Item name="logo" label={t('ADMIN.FEEDS.LOGO')} rules={[link]}>
          <Input placeholder="https://" />
        </Form.Item>
        <Form.Item name="online" label={t('ADMIN.FEEDS.ONLINE')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
