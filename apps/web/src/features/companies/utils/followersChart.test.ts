import type { SocialMediaNetwork } from '@adatlas/domain/companies';
import { describe, expect, it } from 'vitest';
import { followersChart } from './followersChart.ts';

const network = (
  name: SocialMediaNetwork['network'],
  history: SocialMediaNetwork['history'],
): SocialMediaNetwork => ({
  network: name,
  measuredAt: history.at(-1)?.measuredAt ?? '2026-10-01',
  followers: history.at(-1)?.followers ?? null,
  likes: null,
  posts: null,
  views: null,
  appRating: null,
  history,
});

describe('followersChart', () => {
  it('puts every network on the months any of them was measured, with gaps as null', () => {
    const chart = followersChart([
      network('facebook', [
        { measuredAt: '2026-09-01', followers: 900 },
        { measuredAt: '2026-10-01', followers: 1000 },
      ]),
      network('tiktok', [
        { measuredAt: '2026-08-01', followers: 10 },
        { measuredAt: '2026-10-01', followers: 30 },
      ]),
      network('app_store', []),
    ]);
    expect(chart.months).toEqual(['2026-08-01', '2026-09-01', '2026-10-01']);
    expect(chart.series).toEqual([
      { network: 'facebook', data: [null, 900, 1000] },
      { network: 'tiktok', data: [10, null, 30] },
    ]);
  });

  it('is empty when no network counts followers', () => {
    expect(followersChart([network('google_play', [])])).toEqual({ months: [], series: [] });
  });
});
