import type { CSSProperties } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useIsMobile } from '../../shared/hooks/useIsMobile.ts';

export type PageSkeletonKind = 'list' | 'detail' | 'home' | 'page';

export interface PageSkeletonProps {
  kind: PageSkeletonKind;
}

/** Rows of a list outline, with names of varying length as real lists have. */
const LIST_ROWS = ['38%', '32%', '26%', '36%', '30%', '24%', '34%', '28%'].map((name, index) => ({
  key: `row-${index}`,
  name,
}));
const HOME_CARDS = ['a', 'b', 'c', 'd', 'e', 'f'];

const CARD: CSSProperties = {
  background: '#fff',
  borderRadius: 8,
  border: '1px solid #eef1f5',
  padding: 20,
  marginBottom: 16,
};

/** One grey bar of the outline; the shimmer is in global.css (and stops for reduced motion). */
function Bar({ width, height = 14, round }: { width: number | string; height?: number; round?: boolean }) {
  return (
    <div
      className="page-skeleton-bar"
      style={{ width, height, borderRadius: round ? height : 6, marginBottom: 12, flex: 'none' }}
    />
  );
}

function ListOutline({ rows }: { rows: number }) {
  return (
    <>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 8 }}>
        {[160, 120, 140, 110].map((width) => (
          <Bar key={width} width={width} height={32} />
        ))}
      </div>
      <Bar width={150} />
      <div style={CARD}>
        {LIST_ROWS.slice(0, rows).map((row) => (
          <div key={row.key} style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
            <Bar width={32} height={32} round />
            <Bar width={row.name} />
            <Bar width="18%" />
            <Bar width="14%" />
          </div>
        ))}
      </div>
    </>
  );
}

function DetailOutline() {
  return (
    <>
      <div style={{ ...CARD, display: 'flex', gap: 16, alignItems: 'center' }}>
        <Bar width={64} height={64} round />
        <div style={{ flex: 1 }}>
          <Bar width="40%" height={22} />
          <Bar width="25%" />
        </div>
      </div>
      <div style={{ display: 'flex', gap: 16, marginBottom: 8, overflow: 'hidden' }}>
        {[90, 80, 100, 70, 96].map((width) => (
          <Bar key={width} width={width} />
        ))}
      </div>
      <div style={CARD}>
        {[70, 55, 62, 48].map((width) => (
          <Bar key={width} width={`${width}%`} />
        ))}
      </div>
    </>
  );
}

function HomeOutline({ columns }: { columns: number }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: 16 }}>
      {HOME_CARDS.slice(0, columns * 2).map((card) => (
        <div key={card} style={CARD}>
          <Bar width="50%" height={18} />
          <Bar width="85%" />
          <Bar width="70%" />
          <Bar width="60%" />
        </div>
      ))}
    </div>
  );
}

/**
 * The outline of a page while its code loads on a cold visit: the page's title bar, then its list,
 * detail or home layout in grey, so the content area is never blank and does not jump when the
 * page arrives. Plain elements, not antd's Skeleton: this sits in everybody's first page.
 */
export function PageSkeleton({ kind }: PageSkeletonProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('COMMON.LOADING')}
      data-testid="page-skeleton"
      data-kind={kind}
    >
      <Bar width={isMobile ? 160 : 260} height={30} />
      {kind === 'list' ? <ListOutline rows={isMobile ? 5 : 8} /> : null}
      {kind === 'detail' ? <DetailOutline /> : null}
      {kind === 'home' ? <HomeOutline columns={isMobile ? 1 : 3} /> : null}
      {kind === 'page' ? (
        <div style={CARD}>
          {[80, 65, 72, 50, 60].map((width) => (
            <Bar key={width} width={`${width}%`} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
