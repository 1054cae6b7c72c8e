import { Typography } from 'antd';
import type { ReactNode } from 'react';

export interface PageTitleProps {
  children: ReactNode;
  extra?: ReactNode;
}

export function PageTitle({ children, extra }: PageTitleProps) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 16,
        marginBottom: 24,
      }}
    >
      <Typography.Title level={2} style={{ margin: 0 }}>
        {children}
      </Typography.Title>
      {extra}
    </div>
  );
}
