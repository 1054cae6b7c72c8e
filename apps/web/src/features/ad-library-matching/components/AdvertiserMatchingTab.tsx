import { Spin } from 'antd';
import { lazy, Suspense } from 'react';

// The review queue loads with its tab: the back office's other tabs do not pay for it.
const AdvertiserMatchingPanel = lazy(async () => ({
  default: (await import('./AdvertiserMatchingPanel.tsx')).AdvertiserMatchingPanel,
}));

/** The back office's "Advertiser matching" tab. */
export function AdvertiserMatchingTab() {
  return (
    <Suspense fallback={<Spin />}>
      <AdvertiserMatchingPanel />
    </Suspense>
  );
}
