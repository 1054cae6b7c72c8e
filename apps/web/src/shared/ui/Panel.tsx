import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export interface PanelProps {
  title?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
  style?: CSSProperties;
  bodyStyle?: CSSProperties;
  'data-testid'?: string;
}

/**
 * A card-looking section. antd's Card also brings its tabs and meta parts (≈13 KB gzip), which the
 * first page cannot afford; this draws the same frame with the theme's tokens.
 */
export function Panel({ title, extra, children, style, bodyStyle, 'data-testid': testId }: PanelProps) {
  const { token } = theme.useToken();
  return (
    <section
      data-testid={testId}
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        ...style,
      }}
    >
      {title || extra ? (
        <header
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 12,
            minHeight: 56,
            padding: '0 24px',
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <h2
            style={{ margin: 0, fontSize: token.fontSizeLG, fontWeight: 600, color: token.colorTextHeading }}
          >
            {title}
          </h2>
          {extra}
        </header>
      ) : null}
      <div style={{ padding: 24, ...bodyStyle }}>{children}</div>
    </section>
  );
}
