import type { TenantDb } from '../../platform/database/databases.ts';
import { acquisitionTags, candidateNames } from './company-mentions.ts';
import { type ParsedFeedItem, parseFeed } from './feed-parser.ts';
import {
  findCompaniesNamed,
  findOnlineFeeds,
  insertNewsItems,
  type NewNewsItem,
  recordFeedRun,
} from './feeds.repository.ts';

export const FEED_TIMEOUT_MS = 5_000;
const MAX_FEED_BYTES = 5 * 1024 * 1024;
const FEED_CONCURRENCY = 4;

export interface FeedRunReport {
  feedId: number;
  inserted: number;
  error: string | null;
}

export interface FeedIngestion {
  /** Fetches every online feed of the tenant; a failing feed is recorded and does not stop others. */
  ingestTenant(tenantDb: TenantDb, now: Date): Promise<FeedRunReport[]>;
}

export interface FeedIngestionOptions {
  timeoutMs?: number;
  log?: (entry: { tenant: string; feedId: number; error: string }) => void;
}

async function download(url: string, timeoutMs: number): Promise<string> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml' },
    redirect: 'follow',
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = await response.text();
  if (body.length > MAX_FEED_BYTES) throw new Error('Feed too large');
  return body;
}

function describe(error: unknown): string {
  const { name, message } = error as Error;
  if (name === 'TimeoutError' || name === 'AbortError') return 'Timed out';
  return (message || String(error)).slice(0, 500);
}

export function createFeedIngestion(options: FeedIngestionOptions = {}): FeedIngestion {
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS;

  async function toRow(
    tenantDb: TenantDb,
    feed: { id: number; logo: string | null },
    item: ParsedFeedItem,
    now: Date,
  ) {
    const text = `${item.title} ${item.snippet ?? ''}`;
    const companies = await findCompaniesNamed(tenantDb, candidateNames(text));
    const published = item.pubDate && item.pubDate <= now ? item.pubDate : now;
    return {
      feed_id: feed.id,
      title: item.title,
      link: item.link,
      pub_date: published,
      feed_logo: feed.logo,
      categories: item.categories,
      content_snippet: item.snippet,
      tags: acquisitionTags(
        text,
        companies.map((company) => company.name_norm),
      ),
      company_ids: companies.map((company) => company.id),
    } satisfies NewNewsItem;
  }

  async function ingestFeed(
    tenantDb: TenantDb,
    feed: { id: number; logo: string | null; url: string },
    now: Date,
  ) {
    try {
      const items = parseFeed(await download(feed.url, timeoutMs));
      const rows = [];
      for (const item of items) rows.push(await toRow(tenantDb, feed, item, now));
      const inserted = await insertNewsItems(tenantDb, rows);
      await recordFeedRun(tenantDb, feed.id, now, null);
      return { feedId: feed.id, inserted, error: null };
    } catch (error) {
      const message = describe(error);
      options.log?.({ tenant: tenantDb.tenant, feedId: feed.id, error: message });
      await recordFeedRun(tenantDb, feed.id, now, message);
      return { feedId: feed.id, inserted: 0, error: message };
    }
  }

  return {
    async ingestTenant(tenantDb, now) {
      const feeds = await findOnlineFeeds(tenantDb);
      const reports: FeedRunReport[] = [];
      for (let start = 0; start < feeds.length; start += FEED_CONCURRENCY) {
        const batch = feeds.slice(start, start + FEED_CONCURRENCY);
        reports.push(...(await Promise.all(batch.map((feed) => ingestFeed(tenantDb, feed, now)))));
      }
      return reports;
    },
  };
}
