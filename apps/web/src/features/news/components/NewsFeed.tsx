import { formatDate, snippet } from '@adatlas/domain/formatting';
import { newsSearchMode } from '@adatlas/domain/market';
import type { NewsItem } from '@adatlas/domain/market-data';
import { SearchOutlined } from '@ant-design/icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Empty, Flex, Input, Spin, Typography } from 'antd';
import { type CSSProperties, Suspense, useDeferredValue, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useDebouncedCallback } from '../../../shared/hooks/useDebouncedCallback.ts';
import { usePreloadWhenIdle } from '../../../shared/hooks/usePreloadWhenIdle.ts';
import { QueryErrorAlert } from '../../../shared/ui/QueryErrorAlert.tsx';
import { lazyPage } from '../../../shared/utils/lazyPage.ts';
import { newsQueries } from '../api/news.queries.ts';
import { useInfiniteScroll } from '../hooks/useInfiniteScroll.ts';

const EXACT_LABEL: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  cursor: 'pointer',
};
const EXACT_BOX: CSSProperties = {
  width: 16,
  height: 16,
  margin: 0,
  accentColor: '#2457a6',
  cursor: 'pointer',
};

const NewsItemModal = lazyPage(() => import('./NewsItemModal.tsx'), 'NewsItemModal');

const TYPING_DELAY_MS = 400;
const FEED_HEIGHT = 560;
const ITEM_STYLE = {
  display: 'block',
  width: '100%',
  textAlign: 'left',
  background: 'none',
  border: 0,
  borderBottom: '1px solid #f0f0f0',
  padding: '10px 4px',
  cursor: 'pointer',
  font: 'inherit',
} as const;

/** The latest news with a text search (LIST, LIKE or EXACT) and infinite scroll (spec data §4). */
export function NewsFeed() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [searchedText, setSearchedText] = useState('');
  const [isExact, setIsExact] = useState(false);
  const [opened, setOpened] = useState<NewsItem | null>(null);
  usePreloadWhenIdle(NewsItemModal);
  const search = useDebouncedCallback(setSearchedText, TYPING_DELAY_MS);
  const mode = newsSearchMode(searchedText, isExact);
  const feed = useInfiniteQuery(newsQueries.feed({ mode, text: searchedText.trim() }));
  const box = useRef<HTMLDivElement>(null);
  // Drawn from a deferred copy, as Home's other lists (HomeBlock): an answer arriving through
  // useSyncExternalStore renders in one blocking task, 0.3 s for this feed at a phone's CPU speed;
  // the deferred render yields between items. Until it has run, the spinner stays.
  const deferredData = useDeferredValue(feed.data);
  const deferred = feed.data === undefined ? undefined : deferredData;
  const items = deferred ?? [];
  const drawing = feed.isSuccess && deferred === undefined;
  const sentinel = useInfiniteScroll(
    box,
    () => void feed.fetchNextPage(),
    // Only under the list of the latest answer: while it draws, the sentinel sits just under the
    // spinner and would ask for the next page at once.
    feed.hasNextPage && !feed.isFetchingNextPage && !feed.isPlaceholderData && deferred === feed.data,
  );

  return (
    <>
      <Flex gap={12} align="center" wrap style={{ marginBottom: 12 }}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('NEWS.SEARCH_PLACEHOLDER')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            search(event.target.value);
          }}
          style={{ flex: '1 1 220px' }}
          data-testid="news-search"
        />
        {/* A native checkbox in the brand's colour: antd's Checkbox cost the first page 2.6 KiB. */}
        <label style={EXACT_LABEL} data-testid="news-exact">
          <input
            type="checkbox"
            checked={isExact}
            onChange={(event) => setIsExact(event.target.checked)}
            style={EXACT_BOX}
          />
          {t('NEWS.EXACT')}
        </label>
      </Flex>
      {feed.isError ? <QueryErrorAlert error={feed.error} onRetry={() => void feed.refetch()} /> : null}
      <div
        ref={box}
        style={{ maxHeight: FEED_HEIGHT, overflowY: 'auto', marginInline: -4, paddingInline: 4 }}
        data-testid="news-feed"
      >
        {feed.isPending || drawing ? <Spin style={{ display: 'block', margin: '48px auto' }} /> : null}
        {feed.isSuccess && deferred?.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('PAGES.HOME.NO_NEWS_FOUND')} />
        ) : null}
        {items.map((item) => (
          <button
            type="button"
            key={item.id}
            style={ITEM_STYLE}
            onClick={() => setOpened(item)}
            data-testid="news-item"
            data-id={item.id}
          >
            <Typography.Text strong style={{ display: 'block' }}>
              {item.title}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDate(item.pubDate)}
            </Typography.Text>
            {item.contentSnippet ? (
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '4px 0 0' }}>
                {snippet(item.contentSnippet)}
              </Typography.Paragraph>
            ) : null}
          </button>
        ))}
        <div ref={sentinel} style={{ height: 1 }} />
        {feed.isFetchingNextPage ? (
          <Spin size="small" style={{ display: 'block', margin: '12px auto' }} />
        ) : null}
      </div>
      {opened ? (
        <Suspense fallback={null}>
          <NewsItemModal item={opened} onClose={() => setOpened(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
