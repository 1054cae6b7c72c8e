import { DEFAULT_PAGE_SIZE } from '@adatlas/domain/common';
import { allowedSearchGroups, SEARCH_KEY_MIN_LENGTH, type SearchGroup } from '@adatlas/domain/search';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, List, Pagination, Skeleton, Tabs, Typography } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { usePreloadWhenIdle } from '../../../shared/hooks/usePreloadWhenIdle.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { CompanyAvatar } from '../../../shared/ui/CompanyAvatar.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { ScopedLink } from '../../../shared/ui/ScopedLink.tsx';
import { brandQueries } from '../../brands/index.ts';
import { CompanyResultList, companyQueries } from '../../companies/index.ts';
import { ContactModal, ContactResultList, contactQueries } from '../../contacts/index.ts';
import { ResultCount } from '../components/ResultCount.tsx';
import { SearchTabLabel } from '../components/SearchTabLabel.tsx';
import { pickSearchTab, type SearchTabCounts } from '../utils/pickSearchTab.ts';

const PAGE_SIZE = DEFAULT_PAGE_SIZE;

interface CountedQuery {
  data?: { totalResults: number };
  isPlaceholderData: boolean;
}

/** Each tab's count once its own answer is in (a previous search's answer kept on screen is not). */
function tabCounts(results: Record<SearchGroup, CountedQuery>): SearchTabCounts {
  const counts: SearchTabCounts = {};
  for (const [group, query] of Object.entries(results) as [SearchGroup, CountedQuery][]) {
    if (query.data && !query.isPlaceholderData) counts[group] = query.data.totalResults;
  }
  return counts;
}

/**
 * /searchPage?key= — the quick-search text over companies, contacts and brands, one tab each; only
 * the tabs whose list the viewer's scopes allow (a call without its scope would answer 403).
 */
export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { viewer } = useSession();
  const key = (params.get('key') ?? '').trim();
  const tabs = useMemo(() => allowedSearchGroups(viewer), [viewer]);
  // The page belongs to the tab the URL names (or the first): the others list their first page,
  // whose answer also gives each tab's count.
  const pagedTab = pickSearchTab(params.get('tab'), tabs);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageOf = (group: SearchGroup) => (group === pagedTab ? page : 1);
  const [openContact, setOpenContact] = useState<number | null>(null);
  const enabled = key.length >= SEARCH_KEY_MIN_LENGTH;
  const isSearched = (group: SearchGroup) => enabled && tabs.includes(group);
  const companies = useQuery({
    ...companyQueries.list({
      key,
      // The best matches first, as in the quick search's list: "l'or" leads with L'Oréal.
      sort_key: 'relevance',
      sort_direction: 'asc',
      pageNum: pageOf('companies'),
      limit: PAGE_SIZE,
    }),
    enabled: isSearched('companies'),
  });
  const contacts = useQuery({
    ...contactQueries.list({
      key,
      sort_key: 'surname',
      sort_direction: 'asc',
      pageNum: pageOf('contacts'),
      limit: PAGE_SIZE,
    }),
    enabled: isSearched('contacts'),
  });
  const brands = useQuery({
    ...brandQueries.list(key, pageOf('brands'), PAGE_SIZE),
    enabled: isSearched('brands'),
  });
  const results = { companies, contacts, brands };
  const counts = tabCounts(results);
  const tab = pickSearchTab(params.get('tab'), tabs, counts);
  usePreloadWhenIdle(ContactModal, tab === 'contacts');
  const set = (next: { tab?: SearchGroup; page?: number }) => {
    const nextTab = next.tab ?? tab;
    setParams({
      key,
      // The first allowed tab is the default: the URL names only another one.
      ...(nextTab && nextTab !== tabs[0] ? { tab: nextTab } : {}),
      ...(next.page && next.page > 1 ? { page: String(next.page) } : {}),
    });
  };
  const active = tab ? results[tab] : null;
  const pager = active?.data ? (
    <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
      <ResultCount
        labelKey="PAGES.SEARCH.FOUND"
        total={active.data.totalResults}
        isCapped={active.data.totalIsCapped}
      />
      <Pagination
        size="small"
        current={page}
        pageSize={PAGE_SIZE}
        total={active.data.totalResults}
        showSizeChanger={false}
        onChange={(p) => set({ page: p })}
      />
    </Flex>
  ) : null;
  const body = (
    <QueryState
      isPending={enabled && (active?.isPending ?? false)}
      error={active?.error}
      isEmpty={!enabled || active === null || active.data?.data.length === 0}
    >
      {pager}
      {/* The company and contact lists load in their own chunks (the features' index.ts lazily). */}
      <Suspense fallback={<Skeleton active />}>
        {tab === 'companies' ? <CompanyResultList companies={companies.data?.data ?? []} /> : null}
        {tab === 'contacts' ? (
          <ContactResultList contacts={contacts.data?.data ?? []} onOpen={setOpenContact} />
        ) : null}
      </Suspense>
      {tab === 'brands' ? (
        <List
          dataSource={brands.data?.data ?? []}
          renderItem={(brand) => (
            <List.Item>
              <List.Item.Meta
                avatar={<CompanyAvatar name={brand.name} logo={brand.logo} />}
                title={
                  brand.company ? (
                    <ScopedLink scope="company" to={`/companies/${brand.company.id}?brand=${brand.id}`}>
                      {brand.name}
                    </ScopedLink>
                  ) : (
                    brand.name
                  )
                }
                description={brand.company?.name}
              />
            </List.Item>
          )}
        />
      ) : null}
    </QueryState>
  );
  return (
    <>
      <PageTitle>{t('PAGES.SEARCH.TITLE_WITH_KEY', { key })}</PageTitle>
      {enabled ? null : (
        <Typography.Paragraph type="secondary">{t('QUICK_SEARCH.MIN_LENGTH')}</Typography.Paragraph>
      )}
      <Card styles={{ body: { paddingTop: 4 } }}>
        <Tabs
          activeKey={tab ?? undefined}
          onChange={(next) => set({ tab: next as SearchGroup })}
          items={tabs.map((name) => ({
            key: name,
            label: (
              <SearchTabLabel
                label={t(`QUICK_SEARCH.${name.toUpperCase()}`)}
                counted={results[name].isPlaceholderData ? undefined : results[name].data}
              />
            ),
            children: name === tab ? body : null,
          }))}
        />
      </Card>
      <Suspense fallback={null}>
        <ContactModal contactId={openContact} onClose={() => setOpenContact(null)} />
      </Suspense>
    </>
  );
}
