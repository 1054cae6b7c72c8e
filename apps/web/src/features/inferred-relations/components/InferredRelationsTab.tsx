import { Spin } from 'antd';
import { lazy, Suspense } from 'react';

// The review list loads with its tab: the back office's other tabs do not pay for it.
const InferredRelationsPanel = lazy(async () => ({
  default: (await import('./InferredRelationsPanel.tsx')).InferredRelationsPanel,
}));

/** The back office's "Inferred relations" tab. */
export function InferredRelationsTab() {
  return (
    <Suspense fallback={<Spin />}>
      <InferredRelationsPanel />
    </Suspense>
  );
}
