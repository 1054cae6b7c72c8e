import { allowedSearchGroups, SEARCH_KEY_MIN_LENGTH, type SearchGroup } from '@adatlas/domain/search';
import { SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Input, type InputRef } from 'antd';
import { type CSSProperties, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { searchQueries } from '../api/search.queries.ts';
import { useSearchShortcut } from '../hooks/useSearchShortcut.ts';
import { moveActive, quickSearchRows } from '../utils/quickSearchRows.ts';
import { searchPlaceholderKey } from '../utils/searchPlaceholderKey.ts';
import { SEARCH_SHORTCUT } from '../utils/searchShortcut.ts';
import { QuickSearchDropdown } from './QuickSearchDropdown.tsx';

const DEBOUNCE_MS = 250;
const SEARCH_PAGE = '/searchPage';
/**
 * The theme's secondary grey (app/theme.ts, 4.5:1 and more on white; antd's default 45 % black is
 * not) through antd's CSS variable: reading the token with theme.useToken would add antd's theme
 * algorithms to the first page.
 */
const muted = 'var(--ant-color-text-secondary, rgba(0, 0, 0, 0.62))';
const KBD_STYLE: CSSProperties = {
  border: '1px solid #d9d9d9',
  borderRadius: 4,
  padding: '0 6px',
  fontSize: 12,
  lineHeight: '18px',
  fontFamily: 'inherit',
  background: '#fafafa',
};

/**
 * The header search: suggestions from 3 characters, grouped, fully usable from the keyboard, and
 * reached from anywhere with "/". Absent, shortcut included, for a viewer who may search neither
 * companies nor contacts (the server refuses them the call).
 */
export function QuickSearchBox() {
  const { viewer } = useSession();
  const allowed = useMemo(() => allowedSearchGroups(viewer), [viewer]);
  return allowed.length > 0 ? <SearchBox allowed={allowed} /> : null;
}

function SearchBox({ allowed }: { allowed: readonly SearchGroup[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const box = useRef<InputRef>(null);
  useSearchShortcut(box);
  const [text, setText] = useState('');
  // On the search page the box shows that page's key, so it can be refined where it was typed.
  const location = useLocation();
  const pageKey =
    location.pathname === SEARCH_PAGE ? (new URLSearchParams(location.search).get('key') ?? '') : '';
  useEffect(() => setText(pageKey), [pageKey]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [hasFocus, setHasFocus] = useState(false);
  const key = text.trim();
  const debouncedKey = useDebouncedValue(key, DEBOUNCE_MS);
  const isLongEnough = key.length >= SEARCH_KEY_MIN_LENGTH && debouncedKey.length >= SEARCH_KEY_MIN_LENGTH;
  const query = useQuery({
    ...searchQueries.quick(debouncedKey),
    enabled: isLongEnough,
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(
    () => (isLongEnough && query.data ? quickSearchRows(debouncedKey, query.data, allowed) : []),
    [isLongEnough, query.data, debouncedKey, allowed],
  );

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    if (!to.startsWith(SEARCH_PAGE)) setText('');
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
      else if (key.length >= SEARCH_KEY_MIN_LENGTH) go(`${SEARCH_PAGE}?key=${encodeURIComponent(key)}`);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const showDropdown = open && key.length >= SEARCH_KEY_MIN_LENGTH;
  return (
    <div style={{ position: 'relative', width: '100%', maxWidth: 440 }}>
      <Input
        ref={box}
        allowClear
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => {
          setOpen(true);
          setHasFocus(true);
        }}
        onBlur={() => {
          setOpen(false);
          setHasFocus(false);
        }}
        onKeyDown={onKeyDown}
        prefix={<SearchOutlined style={{ color: muted }} />}
        suffix={
          hasFocus || text ? undefined : <kbd style={{ ...KBD_STYLE, color: muted }}>{SEARCH_SHORTCUT}</kbd>
        }
        aria-keyshortcuts={SEARCH_SHORTCUT}
        placeholder={t(searchPlaceholderKey(allowed))}
        aria-label={t(searchPlaceholderKey(allowed))}
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
