import { hasScope } from '@adatlas/domain/scopes';
import { SEARCH_KEY_MIN_LENGTH } from '@adatlas/domain/search';
import { SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Input } from 'antd';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../shared/session/useSession.ts';
import { searchQueries } from '../api/search.queries.ts';
import { useDebouncedValue } from '../hooks/useDebouncedValue.ts';
import { moveActive, quickSearchRows } from '../utils/quickSearchRows.ts';
import { QuickSearchDropdown } from './QuickSearchDropdown.tsx';

const DEBOUNCE_MS = 250;

/** The header search: suggestions from 3 characters, grouped, fully usable from the keyboard. */
export function QuickSearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { viewer } = useSession();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const key = text.trim();
  const debouncedKey = useDebouncedValue(key, DEBOUNCE_MS);
  const isLongEnough = key.length >= SEARCH_KEY_MIN_LENGTH && debouncedKey.length >= SEARCH_KEY_MIN_LENGTH;
  const query = useQuery({
    ...searchQueries.quick(debouncedKey),
    enabled: isLongEnough,
    placeholderData: keepPreviousData,
  });
  const canOpenCompany = hasScope(viewer.scopes, 'company');
  const canOpenContact = hasScope(viewer.scopes, 'contact');
  const rows = useMemo(
    () =>
      isLongEnough && query.data
        ? quickSearchRows(debouncedKey, query.data, { company: canOpenCompany, contact: canOpenContact })
        : [],
    [isLongEnough, query.data, debouncedKey, canOpenCompany, canOpenContact],
  );

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    setText('');
    void navigate(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => moveActive(rows, current, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      const target = rows[active]?.to;
      if (target) go(target);
      else if (key.length >= SEARCH_KEY_MIN_LENGTH) go(`/searchPage?key=${encodeURIComponent(key)}`);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const showDropdown = open && key.length >= SEARCH_KEY_MIN_LENGTH;
  return (
    <div style={{ position: 'relative', width: '100%', maxWidth: 440 }}>
      <Input
        allowClear
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        prefix={<SearchOutlined style={{ color: 'rgba(0,0,0,0.45)' }} />}
        placeholder={t('HEADER.SEARCH_PLACEHOLDER')}
        aria-label={t('HEADER.SEARCH_PLACEHOLDER')}
        role="combobox"
        aria-expanded={showDropdown}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        data-testid="quick-search"
      />
      {showDropdown ? (
        <QuickSearchDropdown
          id={listId}
          rows={rows}
          active={active}
          isLoading={!isLongEnough || (query.isFetching && !query.data)}
          isError={query.isError}
          onPick={go}
          onHover={setActive}
        />
      ) : null}
    </div>
  );
}
