import { Col, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface FilterFieldProps {
  label: string;
  children: ReactNode;
  /** Columns out of 24 on wide screens. */
  span?: number;
}

export function FilterField({ label, children, span = 8 }: FilterFieldProps) {
  return (
    <Col xs={24} md={12} lg={span}>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginBottom: 4 }}>
        {label}
      </Typography.Text>
      {children}
    </Col>
  );
}
