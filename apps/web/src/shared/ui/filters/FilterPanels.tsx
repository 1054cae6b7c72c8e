import { Collapse } from 'antd';
import type { ReactNode } from 'react';

/** One family of a filter bar's "Other filters". */
export interface FilterPanel {
  key: string;
  label: string;
  children: ReactNode;
  /** False when the tenant or its flags do not offer the family: it is not shown. */
  isShown?: boolean;
}

export interface FilterPanelsProps {
  panels: readonly FilterPanel[];
  /** The panels open at first. */
  defaultOpen: readonly string[];
}

/** A filter bar's "Other filters": one expandable panel per family offered (spec §6). */
export function FilterPanels({ panels, defaultOpen }: FilterPanelsProps) {
  return (
    <Collapse
      items={panels
        .filter((panel) => panel.isShown !== false)
        .map(({ key, label, children }) => ({ key, label, children }))}
      defaultActiveKey={[...defaultOpen]}
      data-testid="other-filters"
    />
  );
}
