import { lazy, Suspense } from 'react';
import type { RecordHistorySectionProps } from './RecordHistorySection.tsx';
import type { UpdatedLabelProps } from './UpdatedLabel.tsx';

// The detail pages' parts come in their own chunk: the pages' first load stays as it was.
const parts = () => import('./detailParts.ts');
const LazySection = lazy(async () => ({ default: (await parts()).RecordHistorySection }));
const LazyLabel = lazy(async () => ({ default: (await parts()).UpdatedLabel }));

/** The History section of a company or contact page (loaded on first render, its timeline on opening). */
export function RecordHistorySection(props: RecordHistorySectionProps) {
  return (
    <Suspense fallback={null}>
      <LazySection {...props} />
    </Suspense>
  );
}

/** "Updated 3 days ago", holding its line's height while it loads. */
export function UpdatedLabel(props: UpdatedLabelProps) {
  return (
    <Suspense fallback={<div style={{ height: 22 }} />}>
      <LazyLabel modifiedAt={props.modifiedAt} verifiedAt={props.verifiedAt} />
    </Suspense>
  );
}
