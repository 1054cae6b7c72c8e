import type { ReactNode } from 'react';

export interface InitialsProps {
  children: ReactNode;
  /** Width and height, px. */
  size: number;
  background: string;
  color?: string;
  fontSize?: number;
  square?: boolean;
}

/**
 * Initials on a coloured disc (or square): what antd's Avatar draws for text, without its mount
 * effect, which reads the text's width to scale it (a forced layout per avatar: 150 ms of Home's
 * longest task at a phone's CPU speed) and subscribes each avatar to the screen-size observer.
 */
export function Initials({
  children,
  size,
  background,
  color = '#fff',
  fontSize = 14,
  square = false,
}: InitialsProps) {
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: square ? 6 : '50%',
        background,
        color,
        fontSize,
        lineHeight: 1,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        userSelect: 'none',
      }}
    >
      {children}
    </span>
  );
}
