import type { TenantId } from '@adatlas/domain/tenants';
import { type ReactNode, useId } from 'react';

export interface TenantFlagProps {
  tenant: TenantId;
  /** Height in pixels; the flag is 4:3. */
  size?: number;
}

/** Three bands of equal size, left to right or top to bottom. */
function bands(colours: readonly [string, string, string], direction: 'vertical' | 'horizontal'): ReactNode {
  return colours.map((fill, index) =>
    direction === 'vertical' ? (
      <rect key={fill + String(index)} x={index * 20} y={0} width={20} height={45} fill={fill} />
    ) : (
      <rect key={fill + String(index)} x={0} y={index * 15} width={60} height={15} fill={fill} />
    ),
  );
}

const UNION_DIAGONALS = 'M-15,0 L75,45 M75,0 L-15,45';

/** The Union Flag on the 60 × 45 canvas: its 2:1 drawing, 90 wide, centred and cropped at the sides. */
function unionFlag(clipId: string): ReactNode {
  return (
    <>
      <clipPath id={clipId}>
        <path d="M30,22.5 h45 v22.5 z v22.5 h-45 z h-45 v-22.5 z v-22.5 h45 z" />
      </clipPath>
      <rect width={60} height={45} fill="#012169" />
      <path d={UNION_DIAGONALS} stroke="#fff" strokeWidth={9} />
      <path d={UNION_DIAGONALS} stroke="#C8102E" strokeWidth={6} clipPath={`url(#${clipId})`} />
      <path d="M30,0 v45 M0,22.5 h60" stroke="#fff" strokeWidth={15} />
      <path d="M30,0 v45 M0,22.5 h60" stroke="#C8102E" strokeWidth={9} />
    </>
  );
}

function drawing(tenant: TenantId, clipId: string): ReactNode {
  switch (tenant) {
    case 'italy':
      return bands(['#009246', '#fff', '#CE2B37'], 'vertical');
    case 'france':
      return bands(['#002654', '#fff', '#CE1126'], 'vertical');
    case 'germany':
      return bands(['#000', '#DD0000', '#FFCE00'], 'horizontal');
    case 'spain':
      return (
        <>
          <rect width={60} height={45} fill="#AA151B" />
          <rect y={11.25} width={60} height={22.5} fill="#F1BF00" />
          <rect x={12} y={16} width={9} height={13} rx={2} fill="#AA151B" opacity={0.85} />
        </>
      );
    case 'mexico':
      return (
        <>
          {bands(['#006847', '#fff', '#CE1126'], 'vertical')}
          <circle cx={30} cy={22.5} r={6} fill="#8C5A2B" />
          <path d="M25.5,25 q4.5,4 9,0" stroke="#006847" strokeWidth={1.6} fill="none" />
        </>
      );
    case 'portugal':
      return (
        <>
          <rect width={60} height={45} fill="#DA291C" />
          <rect width={24} height={45} fill="#046A38" />
          <circle cx={24} cy={22.5} r={8.5} fill="#FFE900" />
          <path
            d="M19.5,17 h9 v7 q0,5 -4.5,6 q-4.5,-1 -4.5,-6 z"
            fill="#fff"
            stroke="#DA291C"
            strokeWidth={1.5}
          />
        </>
      );
    case 'uk':
      return unionFlag(clipId);
  }
}

/**
 * The tenant's country flag, drawn rather than written as an emoji: Windows shows flag emoji as
 * two letters, and a browser without an emoji font as two boxes.
 */
export function TenantFlag({ tenant, size = 14 }: TenantFlagProps) {
  const clipId = useId();
  return (
    <svg
      viewBox="0 0 60 45"
      width={Math.round((size * 4) / 3)}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-flag={tenant}
      style={{
        display: 'inline-block',
        verticalAlign: '-0.125em',
        borderRadius: 2,
        boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.12)',
        flex: 'none',
      }}
    >
      {drawing(tenant, clipId)}
    </svg>
  );
}
