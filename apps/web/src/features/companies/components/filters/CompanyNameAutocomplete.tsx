import { SEARCH_KEY_MIN_LENGTH } from '@adatlas/domain/search';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../search/hooks/useDebouncedValue.ts';
import { companyQueries } from '../../api/companies.queries.ts';

export interface CompanyNameAutocompleteProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** The name filter: suggestions from 3 characters, applied on pick, Enter or clear. */
export function CompanyNameAutocomplete({ value, onChange }: CompanyNameAutocompleteProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const key = useDebouncedValue(text.trim(), 250);
  const names = useQuery({ ...companyQueries.names(key), enabled: key.length >= SEARCH_KEY_MIN_LENGTH });
  const options =
    key.length >= SEARCH_KEY_MIN_LENGTH
      ? [...new Set((names.data ?? []).map((company) => company.name))].map((name) => ({ value: name }))
      : [];
  const apply = (next: string) => onChange(next.trim() ? next.trim() : undefined);
  return (
    <AutoComplete
      value={text}
      options={options}
      onChange={setText}
      onSelect={(picked: string) => apply(picked)}
      style={{ width: '100%' }}
    >
      <Input.Search
        allowClear
        placeholder={t('FILTERS.COMPANY_NAME')}
        aria-label={t('FILTERS.COMPANY_NAME')}
        onSearch={(searched) => apply(searched)}
        data-testid="filter-name"
      />
    </AutoComplete>
  );
}
