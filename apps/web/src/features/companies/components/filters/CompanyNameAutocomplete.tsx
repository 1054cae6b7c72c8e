import { SEARCH_KEY_MIN_LENGTH } from '@adatlas/domain/search';
import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { useDebouncedValue } from '../../../../shared/hooks/useDebouncedValue.ts';
import { useFilterDraft } from '../../../../shared/hooks/useFilterDraft.ts';
import { companyQueries } from '../../api/companies.queries.ts';

export interface CompanyNameAutocompleteProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** The name filter: suggestions from 3 characters; applied shortly after typing stops, on pick, Enter or clear. */
export function CompanyNameAutocomplete({ value, onChange }: CompanyNameAutocompleteProps) {
  const { t } = useTranslation();
  const { draft, change, flush } = useFilterDraft<string | undefined>(
    value,
    onChange,
    (next) => next?.trim() || undefined,
  );
  const text = draft ?? '';
  // Suggestions only while the user types: options arriving for an applied value would reset the box.
  const [isTyping, setIsTyping] = useState(false);
  const key = useDebouncedValue(text.trim(), 250);
  const canSuggest = isTyping && key.length >= SEARCH_KEY_MIN_LENGTH;
  const names = useQuery({ ...companyQueries.names(key), enabled: canSuggest });
  const options = canSuggest
    ? [...new Set((names.data ?? []).map((company) => company.name))].map((name) => ({ value: name }))
    : [];
  const apply = (next: string) => {
    setIsTyping(false);
    flush(next);
  };
  return (
    <AutoComplete
      value={text}
      options={options}
      onChange={(next: string) => {
        change(next);
        setIsTyping(true);
      }}
      onSelect={(picked: string) => apply(picked)}
      onClear={() => apply('')}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply(text);
      }}
      allowClear
      placeholder={t('FILTERS.COMPANY_NAME')}
      aria-label={t('FILTERS.COMPANY_NAME')}
      suffixIcon={<SearchOutlined />}
      showSearch={{ searchIcon: <SearchOutlined /> }}
      style={{ width: '100%' }}
      data-testid="filter-name"
    />
  );
}
