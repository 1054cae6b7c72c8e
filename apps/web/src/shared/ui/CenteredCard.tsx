import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIsMobile } from '../hooks/useIsMobile.ts';
import { Panel } from './Panel.tsx';

export interface CenteredCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The narrow card of the sign-in pages (a Panel: antd's Card brings its tabs, 9 KiB gzip on /login). */
export function CenteredCard({ title, subtitle, children, footer }: CenteredCardProps) {
  const isMobile = useIsMobile();
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: isMobile ? '8px 0' : '24px 0' }}>
      <Panel style={{ width: '100%', maxWidth: 440 }} bodyStyle={{ padding: isMobile ? 20 : 32 }}>
        <Typography.Title level={3} style={{ marginTop: 0, marginBottom: subtitle ? 4 : 24 }}>
          {title}
        </Typography.Title>
        {subtitle ? (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
            {subtitle}
          </Typography.Paragraph>
        ) : null}
        {children}
        {footer ? <div style={{ marginTop: 16, textAlign: 'center' }}>{footer}</div> : null}
      </Panel>
    </div>
  );
}
