import type { SocialMediaNetwork } from '@adatlas/domain/companies';

export interface FollowersChart {
  /** Measurement dates (ISO), oldest first, across every network. */
  months: string[];
  /** One line per network with a follower history, null where it was not measured that month. */
  series: { network: SocialMediaNetwork['network']; data: (number | null)[] }[];
}

/** The follower histories of a company's networks on one shared time axis. */
export function followersChart(networks: readonly SocialMediaNetwork[]): FollowersChart {
  const months = [...new Set(networks.flatMap((n) => n.history.map((point) => point.measuredAt)))].sort();
  const series = networks
    .filter((n) => n.history.length > 0)
    .map((n) => {
      const byMonth = new Map(n.history.map((point) => [point.measuredAt, point.followers]));
      return { network: n.network, data: months.map((month) => byMonth.get(month) ?? null) };
    });
  return { months, series };
}
