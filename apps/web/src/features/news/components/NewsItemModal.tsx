import { formatDate, snippet } from '@adatlas/domain/formatting';
import type { NewsItem } from '@adatlas/domain/market-data';
import { ExportOutlined } from '@ant-design/icons';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';

export interface NewsItemModalProps {
  item: NewsItem | null;
  onClose: () => void;
}

/** Title, snippet and a button to the source (spec data §2, news detail modal). */
export function NewsItemModal({ item, onClose }: NewsItemModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={item !== null}
      onCancel={onClose}
      title={item?.title}
      width={640}
      footer={
        item ? (
          <Button
            type="primary"
            icon={<ExportOutlined />}
            href={item.link}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="news-source"
          >
            {t('NEWS.OPEN_SOURCE')}
          </Button>
        ) : null
      }
      data-testid="news-modal"
    >
      {item ? (
        <>
          <Typography.Text type="secondary">{formatDate(item.pubDate)}</Typography.Text>
          <Typography.Paragraph style={{ marginTop: 12 }}>
            {snippet(item.contentSnippet) || t('NEWS.NO_SNIPPET')}
          </Typography.Paragraph>
        </>
      ) : null}
    </Modal>
  );
}
