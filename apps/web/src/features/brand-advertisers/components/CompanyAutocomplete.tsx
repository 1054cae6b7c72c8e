import { MIN_SEARCH_CHARS } from '@adatlas/domain/market';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { brandAdvertiserQueries } from '../api/brandAdvertisers.queries.ts';
import type { CompanyChoice } from '../hooks/useBrandAdvertiserFilters.ts';

export interface CompanyAutocompleteProps {
  value: readonly CompanyChoice[];
  onChange: (companies: CompanyChoice[]) => void;
  /** The input's id, so that the field's label names it. */
  id?: string;
}

/** Several companies picked from the quick search, which answers from 3 characters. */
export function CompanyAutocomplete({ value, onChange, id }: CompanyAutocompleteProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const key = text.trim();
  const suggestions = useQuery({
    ...brandAdvertiserQueries.companies(key),
    enabled: key.length >= MIN_SEARCH_CHARS,
  });
  return (
    <Select
      id={id}
      mode="multiple"
      labelInValue
      allowClear
      showSearch={{ onSearch: setText, filterOption: false }}
      maxTagCount="responsive"
      placeholder={t('PAGES.BRAND_ADVERTISERS.COMPANIES_PLACEHOLDER')}
      notFoundContent={key.length >= MIN_SEARCH_CHARS && !suggestions.isFetching ? t('COMMON.NO_DATA') : null}
      loading={suggestions.isFetching}
      value={value.map((company) => ({ value: company.id, label: company.name }))}
      onChange={(choices) => {
        setText('');
        onChange(choices.map((choice) => ({ id: Number(choice.value), name: String(choice.label) })));
      }}
      options={(key.length >= MIN_SEARCH_CHARS ? (suggestions.data ?? []) : []).map((company) => ({
        value: company.id,
        label: company.name,
      }))}
      style={{ width: '100%' }}
      data-testid="brand-advertisers-companies"
    />
  );
}
