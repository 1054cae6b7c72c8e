import { Col, Typography } from 'antd';
import { type CSSProperties, type ReactNode, useId, useMemo } from 'react';
import { FilterFieldContext } from './FilterFieldContext.ts';

export interface FilterFieldProps {
  label: string;
  /** One filter control (it names itself after `label` through useFilterControlLabel), or, with `isGroup`, several FilterFields. */
  children: ReactNode;
  /** Columns out of 24 on wide screens. */
  span?: number;
  /** The label heads a group of fields (a from–to pair), each with its own label. */
  isGroup?: boolean;
}

const LABEL_STYLE: CSSProperties = { display: 'block', fontSize: 12, marginBottom: 4 };

/** A filter with its visible label above it, which is also the control's accessible name. */
export function FilterField({ label, children, span = 8, isGroup = false }: FilterFieldProps) {
  const controlId = useId();
  const labelId = `${controlId}label`;
  const ids = useMemo(() => (isGroup ? null : { controlId, labelId }), [isGroup, controlId, labelId]);
  return (
    <Col
      xs={24}
      md={12}
      lg={span}
      role={isGroup ? 'group' : undefined}
      aria-labelledby={isGroup ? labelId : undefined}
    >
      <Typography.Text type="secondary" style={LABEL_STYLE}>
        {isGroup ? (
          <span id={labelId}>{label}</span>
        ) : (
          <label id={labelId} htmlFor={controlId}>
            {label}
          </label>
        )}
      </Typography.Text>
      <FilterFieldContext value={ids}>{children}</FilterFieldContext>
    </Col>
  );
}
