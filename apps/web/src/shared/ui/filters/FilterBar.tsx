import { Card, Col, type ColProps, Flex, Row, type RowProps } from 'antd';
import type { ReactNode } from 'react';
import { OtherFiltersToggle } from './OtherFiltersToggle.tsx';

export interface FilterBarProps {
  /** The common filters, as columns of the bar's row. */
  children: ReactNode;
  gutter: RowProps['gutter'];
  align?: RowProps['align'];
  /** The last column: the checkboxes, then "Other filters" and "Reset filters". */
  actionsColumn: ColProps;
  checks: ReactNode;
  /** How many filters of the hidden panels are set. */
  activeOther: number;
  expanded: boolean;
  onToggle: () => void;
  onReset: () => void;
  /** The other filters' panels, shown while expanded. */
  other: ReactNode;
  testId?: string;
}

/** A list's filter bar: the common filters on top, every other family behind "Other filters". */
export function FilterBar({
  children,
  gutter,
  align,
  actionsColumn,
  checks,
  activeOther,
  expanded,
  onToggle,
  onReset,
  other,
  testId,
}: FilterBarProps) {
  return (
    <Card styles={{ body: { padding: 16 } }} style={{ marginBottom: 16 }} data-testid={testId}>
      <Row gutter={gutter} align={align}>
        {children}
        <Col {...actionsColumn}>
          <Flex align="center" justify="space-between" gap={8} wrap>
            {checks ?? <span />}
            <OtherFiltersToggle
              activeCount={activeOther}
              expanded={expanded}
              onToggle={onToggle}
              onReset={onReset}
            />
          </Flex>
        </Col>
      </Row>
      {expanded ? <div style={{ marginTop: 16 }}>{other}</div> : null}
    </Card>
  );
}
