import { MailOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { tenantQueries } from '../../tenants/index.ts';

export interface ContactSalesModalProps {
  open: boolean;
  onClose: () => void;
}

/** Ecommerce plans do not export: they are pointed to the country's helpdesk (spec data §6). */
export function ContactSalesModal({ open, onClose }: ContactSalesModalProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const tenants = useQuery({ ...tenantQueries.list(session?.user.id ?? null), enabled: open });
  const email = tenants.data?.find((tenant) => tenant.id === session?.tenant)?.helpdeskEmail ?? null;
  return (
    <Modal
      open={open}
      title={t('EXPORT.CONTACT_SALES_TITLE')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('COMMON.OK')}</Button>}
      data-testid="export-contact-sales"
    >
      <Typography.Paragraph>{t('EXPORT.CONTACT_SALES_TEXT')}</Typography.Paragraph>
      {email ? (
        <Button
          type="primary"
          icon={<MailOutlined />}
          href={`mailto:${email}?subject=${encodeURIComponent(t('EXPORT.CONTACT_SALES_SUBJECT'))}`}
        >
          {email}
        </Button>
      ) : null}
    </Modal>
  );
}
