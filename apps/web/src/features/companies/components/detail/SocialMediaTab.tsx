import type { SocialMediaNetwork, SocialNetwork } from '@adatlas/domain/companies';
import { formatCompactCount, formatDate, formatNumber } from '@adatlas/domain/formatting';
import {
  AndroidFilled,
  AppleFilled,
  FacebookFilled,
  InstagramOutlined,
  LinkedinFilled,
  TikTokOutlined,
  XOutlined,
  YoutubeFilled,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Rate, Row, Typography } from 'antd';
import type { ComponentType, CSSProperties } from 'react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { QueryState } from '../../../../shared/ui/QueryState.tsx';
import { currentLanguage } from '../../../../shared/utils/currentLanguage.ts';
import { companyQueries } from '../../api/companies.queries.ts';
import { followersChart } from '../../utils/followersChart.ts';
import { LineChart } from '../charts/LineChart.tsx';

export interface SocialMediaTabProps {
  companyId: number;
}

/** Each network's icon in its brand colour, and its name (a proper noun, the same in every language). */
const NETWORKS: Record<
  SocialNetwork,
  { Icon: ComponentType<{ style?: CSSProperties }>; color: string; label: string }
> = {
  facebook: { Icon: FacebookFilled, color: '#1877F2', label: 'PAGES.COMPANY.SOCIAL.NETWORK.FACEBOOK' },
  instagram: { Icon: InstagramOutlined, color: '#C13584', label: 'PAGES.COMPANY.SOCIAL.NETWORK.INSTAGRAM' },
  linkedin: { Icon: LinkedinFilled, color: '#0A66C2', label: 'PAGES.COMPANY.SOCIAL.NETWORK.LINKEDIN' },
  x: { Icon: XOutlined, color: '#14171A', label: 'PAGES.COMPANY.SOCIAL.NETWORK.X' },
  youtube: { Icon: YoutubeFilled, color: '#FF0000', label: 'PAGES.COMPANY.SOCIAL.NETWORK.YOUTUBE' },
  tiktok: { Icon: TikTokOutlined, color: '#010101', label: 'PAGES.COMPANY.SOCIAL.NETWORK.TIKTOK' },
  app_store: { Icon: AppleFilled, color: '#555555', label: 'PAGES.COMPANY.SOCIAL.NETWORK.APP_STORE' },
  google_play: { Icon: AndroidFilled, color: '#3DDC84', label: 'PAGES.COMPANY.SOCIAL.NETWORK.GOOGLE_PLAY' },
};

const FIGURES = [
  ['followers', 'PAGES.COMPANY.SOCIAL.FOLLOWERS'],
  ['likes', 'PAGES.COMPANY.SOCIAL.LIKES'],
  ['posts', 'PAGES.COMPANY.SOCIAL.POSTS'],
  ['views', 'PAGES.COMPANY.SOCIAL.VIEWS'],
] as const;

/** Spec data §3 "Social media record": one card per network with its latest figures, then the follower trend. */
export function SocialMediaTab({ companyId }: SocialMediaTabProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const query = useQuery(companyQueries.socialMedia(companyId));
  const networks = query.data ?? [];
  // Networks are usually measured together: their date is shown once, and on a card only when it lags.
  const latest =
    networks
      .map((n) => n.measuredAt)
      .sort()
      .at(-1) ?? '';
  const chart = useMemo(() => followersChart(query.data ?? []), [query.data]);
  const month = useMemo(
    () => new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
    [language],
  );
  const categories = useMemo(() => chart.months.map((m) => month.format(new Date(m))), [chart, month]);
  const formatCount = useCallback((value: number) => formatCompactCount(value, language), [language]);
  const series = useMemo(
    () => chart.series.map((line) => ({ name: t(NETWORKS[line.network].label), data: line.data })),
    [chart, t],
  );

  return (
    <QueryState isPending={query.isPending} error={query.error} isEmpty={networks.length === 0}>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 12 }}>
        {t('PAGES.COMPANY.SOCIAL.MEASURED_AT', { date: formatDate(latest) })}
      </Typography.Text>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {networks.map((network) => (
          <Col key={network.network} xs={24} sm={12} xl={6}>
            <NetworkCard network={network} isLagging={network.measuredAt < latest} language={language} />
          </Col>
        ))}
      </Row>
      {series.length > 0 ? (
        <Card
          size="small"
          title={t('PAGES.COMPANY.SOCIAL.FOLLOWERS_TREND')}
          data-testid="social-followers-chart"
        >
          <LineChart categories={categories} series={series} formatValue={formatCount} height={320} />
        </Card>
      ) : null}
    </QueryState>
  );
}

const FIGURE_GRID: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '12px 16px',
};

interface NetworkCardProps {
  network: SocialMediaNetwork;
  isLagging: boolean;
  /** The interface language, whose digits and separators the figures are written with. */
  language: string;
}

function NetworkCard({ network, isLagging, language }: NetworkCardProps) {
  const { t } = useTranslation();
  const { Icon, color, label } = NETWORKS[network.network];
  const figures = FIGURES.filter(([key]) => network[key] !== null);
  return (
    <Card
      size="small"
      style={{ height: '100%' }}
      data-testid="social-network-card"
      data-network={network.network}
      title={
        <Flex align="center" gap={8}>
          <Icon style={{ color, fontSize: 20 }} />
          <span>{t(label)}</span>
        </Flex>
      }
      extra={
        isLagging ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('PAGES.COMPANY.SOCIAL.MEASURED_AT', { date: formatDate(network.measuredAt) })}
          </Typography.Text>
        ) : null
      }
    >
      <div style={FIGURE_GRID}>
        {figures.map(([key, figureLabel]) => (
          <div key={key} data-testid={`social-${key}`}>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {t(figureLabel)}
            </Typography.Text>
            <Typography.Text strong style={{ fontSize: 20 }}>
              {formatCompactCount(network[key], language)}
            </Typography.Text>
          </div>
        ))}
        {network.appRating !== null ? (
          <div data-testid="social-rating" style={{ gridColumn: '1 / -1' }}>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {t('PAGES.COMPANY.SOCIAL.APP_RATING')}
            </Typography.Text>
            <Flex align="center" gap={8}>
              <Typography.Text strong style={{ fontSize: 20 }}>
                {formatNumber(network.appRating, language, 1)}
              </Typography.Text>
              <Rate
                disabled
                allowHalf
                value={Math.round(network.appRating * 2) / 2}
                style={{ fontSize: 16 }}
              />
            </Flex>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
