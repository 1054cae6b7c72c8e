import type { CreaSummary } from '@adatlas/domain/companies';
import { formatDate } from '@adatlas/domain/formatting';
import { Card, Col, Image, Row, Typography } from 'antd';

export interface CreaGridProps {
  creas: readonly CreaSummary[];
  span?: number;
}

/** Creative works as thumbnails (snapshot_url) with title, brand and date. */
export function CreaGrid({ creas, span = 8 }: CreaGridProps) {
  return (
    <Row gutter={[16, 16]}>
      {creas.map((crea) => (
        <Col key={crea.id} xs={24} sm={12} lg={span}>
          <Card
            size="small"
            cover={
              crea.snapshotUrl ? (
                <Image
                  src={crea.snapshotUrl}
                  alt={crea.title}
                  height={150}
                  style={{ objectFit: 'cover' }}
                  preview={false}
                />
              ) : undefined
            }
            data-testid="crea-card"
          >
            <Typography.Text strong ellipsis={{ tooltip: crea.title }} style={{ display: 'block' }}>
              {crea.url ? (
                <Typography.Link href={crea.url} target="_blank" rel="noreferrer">
                  {crea.title}
                </Typography.Link>
              ) : (
                crea.title
              )}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {[crea.brand?.name, crea.agency?.name, formatDate(crea.date)].filter(Boolean).join(' · ')}
            </Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
