import type { QuickSearchResponse, SearchGroup } from '@adatlas/domain/search';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScopedLink } from '../../../shared/ui/ScopedLink.tsx';
import { searchQueries } from '../api/search.queries.ts';

export interface DidYouMeanProps {
  searchKey: string;
  group: SearchGroup;
  onOpenContact: (id: number) => void;
}

interface Suggestion {
  id: number;
  label: string;
  to?: string;
}

function suggestionsOf(answer: QuickSearchResponse, group: SearchGroup): Suggestion[] {
  switch (group) {
    case 'companies':
      return answer.companies.data.map((c) => ({ id: c.id, label: c.name, to: `/companies/${c.id}` }));
    case 'contacts':
      return answer.contacts.data.map((c) => ({ id: c.id, label: `${c.name} ${c.surname}`.trim() }));
    case 'brands':
      return answer.brands.data.map((b) => ({
        id: b.id,
        label: b.name,
        to: b.company ? `/companies/${b.company.id}?brand=${b.id}` : undefined,
      }));
  }
}

/**
 * When a tab of the search page finds nothing for its exact text, the quick search's typo-tolerant
 * matches for the same text (the header's dropdown answer, usually cached): "lavaza" → Lavazza.
 * So the page never says "no data" about a name the dropdown offered a moment ago.
 */
export function DidYouMean({ searchKey, group, onOpenContact }: DidYouMeanProps) {
  const { t } = useTranslation();
  const quick = useQuery(searchQueries.quick(searchKey));
  const suggestions = quick.data ? suggestionsOf(quick.data, group) : [];
  if (suggestions.length === 0) return null;
  return (
    <Flex gap={8} wrap align="center" justify="center" data-testid="did-you-mean">
      <Typography.Text type="secondary">{t('PAGES.SEARCH.DID_YOU_MEAN')}</Typography.Text>
      {suggestions.map((suggestion) =>
        group === 'contacts' ? (
          <Button key={suggestion.id} size="small" type="link" onClick={() => onOpenContact(suggestion.id)}>
            {suggestion.label}
          </Button>
        ) : suggestion.to ? (
          <ScopedLink key={suggestion.id} scope="company" to={suggestion.to}>
            {suggestion.label}
          </ScopedLink>
        ) : (
          <Typography.Text key={suggestion.id}>{suggestion.label}</Typography.Text>
        ),
      )}
    </Flex>
  );
}
