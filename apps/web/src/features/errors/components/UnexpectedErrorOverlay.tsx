import { Modal, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';

export interface UnexpectedErrorOverlayProps {
  open: boolean;
  /** Default: "Something went wrong". */
  title?: string;
  code?: string;
  message: string;
  /** What the server said, as it said it (field by field for invalid data). */
  details?: string[];
  supportId?: string;
  onClose: () => void;
}

/** The generic unexpected-error overlay: optional code, message, the server's details, id; OK dismisses (spec §2). */
export function UnexpectedErrorOverlay({
  open,
  title,
  code,
  message,
  details,
  supportId,
  onClose,
}: UnexpectedErrorOverlayProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title ?? t('ERROR_OVERLAY.TITLE')}
      onOk={onClose}
      onCancel={onClose}
      okText={t('COMMON.OK')}
      cancelButtonProps={{ style: { display: 'none' } }}
      centered
    >
      <Typography.Paragraph>{message}</Typography.Paragraph>
      {details?.length ? (
        <ul data-testid="error-details" style={{ paddingInlineStart: 20, marginBottom: 12 }}>
          {details.map((detail) => (
            <li key={detail}>
              <Typography.Text type="secondary">{detail}</Typography.Text>
            </li>
          ))}
        </ul>
      ) : null}
      {code ? <Typography.Text type="secondary">{t('ERROR_OVERLAY.CODE', { code })}</Typography.Text> : null}
      {supportId ? (
        <Typography.Paragraph type="secondary" copyable={{ text: supportId }} style={{ marginBottom: 0 }}>
          {t('ERROR_OVERLAY.ID', { id: supportId })}
        </Typography.Paragraph>
      ) : null}
    </Modal>
  );
}
