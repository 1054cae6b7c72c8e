import { formatDate, snippet } from '@adatlas/domain/formatting';
import type { Crea } from '@adatlas/domain/market-data';
import { Carousel, ConfigProvider, Typography } from 'antd';
import { BRAND_COLORS } from '../../../app/theme.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useIsMobile } from '../../../shared/hooks/useIsMobile.ts';

export interface CreaCarouselProps {
  creas: readonly Crea[];
}

/** Spec data §2 and §9: 3 slides per view (1 on a phone), dots, 500 ms, infinite. */
const SLIDES_PER_VIEW = 3;
const SPEED_MS = 500;

export function CreaCarousel({ creas }: CreaCarouselProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    // The default dots and arrows are white, made for photos; these sit on a white card.
    <ConfigProvider theme={{ components: { Carousel: { colorBgContainer: BRAND_COLORS.primary } } }}>
      <Carousel
        slidesToShow={isMobile ? 1 : Math.min(SLIDES_PER_VIEW, creas.length)}
        slidesToScroll={isMobile ? 1 : SLIDES_PER_VIEW}
        speed={SPEED_MS}
        infinite
        dots
        arrows={!isMobile}
        style={{ paddingBottom: 28 }}
        data-testid="crea-carousel"
      >
        {creas.map((crea) => (
          <div key={crea.id}>
            <div style={{ padding: '0 6px' }} data-testid="crea-slide">
              <div
                style={{
                  aspectRatio: '16 / 9',
                  borderRadius: 8,
                  overflow: 'hidden',
                  background: '#e8edf5',
                }}
              >
                {crea.snapshotUrl ? (
                  <img
                    src={crea.snapshotUrl}
                    alt={crea.title}
                    loading="lazy"
                    style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  />
                ) : null}
              </div>
              <Typography.Text
                strong
                ellipsis={{ tooltip: crea.title }}
                style={{ display: 'block', marginTop: 8 }}
              >
                {crea.title}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDate(crea.date)}
                {crea.brand ? ` · ${crea.brand.name}` : ''}
              </Typography.Text>
              {crea.infos ? (
                <Typography.Paragraph
                  type="secondary"
                  ellipsis={{ rows: 2 }}
                  style={{ fontSize: 12, margin: '2px 0 0' }}
                >
                  {snippet(crea.infos)}
                </Typography.Paragraph>
              ) : null}
              {crea.url ? (
                <Typography.Link
                  href={crea.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  style={{ fontSize: 12 }}
                >
                  {t('CREATIVITY.WATCH')}
                </Typography.Link>
              ) : null}
            </div>
          </div>
        ))}
      </Carousel>
    </ConfigProvider>
  );
}
