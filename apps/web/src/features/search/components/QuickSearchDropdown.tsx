import type { SearchGroup } from '@adatlas/domain/search';
import { Spin, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { QuickSearchRow } from '../utils/quickSearchRows.ts';
import { formatResultCount } from '../utils/sorting.ts';

export interface QuickSearchDropdownProps {
  id: string;
  rows: readonly QuickSearchRow[];
  active: number;
  isLoading: boolean;
  isError: boolean;
  onPick: (to: string) => void;
  onHover: (index: number) => void;
}

const GROUP_TITLE: Record<SearchGroup, string> = {
  companies: 'QUICK_SEARCH.COMPANIES',
  contacts: 'QUICK_SEARCH.CONTACTS',
  brands: 'QUICK_SEARCH.BRANDS',
};

const PANEL: CSSProperties = {
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  width: 300,
  maxHeight: 480,
  overflowY: 'auto',
  background: '#fff',
  borderRadius: 8,
  boxShadow: '0 6px 16px rgba(0,0,0,0.12), 0 3px 6px -4px rgba(0,0,0,0.12)',
  padding: '4px 0',
  zIndex: 1050,
  lineHeight: 1.4,
};

const ROW: CSSProperties = { padding: '6px 12px', cursor: 'pointer', display: 'block' };

/** The grouped suggestion list; mouse-down is swallowed so the input keeps focus while picking. */
export function QuickSearchDropdown({
  id,
  rows,
  active,
  isLoading,
  isError,
  onPick,
  onHover,
}: QuickSearchDropdownProps) {
  const { t, i18n } = useTranslation();
  const status = isError
    ? t('ERROR.UNEXPECTED')
    : isLoading
      ? null
      : rows.length === 0
        ? t('COMMON.NO_DATA')
        : null;
  return (
    <div
      id={id}
      role="listbox"
      style={PANEL}
      data-testid="quick-search-results"
      onMouseDown={(event) => event.preventDefault()}
    >
      {isLoading && rows.length === 0 ? (
        <div style={{ padding: 12, textAlign: 'center' }}>
          <Spin size="small" />
        </div>
      ) : null}
      {status ? (
        <Typography.Text type="secondary" style={{ ...ROW, cursor: 'default' }}>
          {status}
        </Typography.Text>
      ) : null}
      {rows.map((row, index) => {
        const startsGroup = index === 0 || rows[index - 1]?.group !== row.group;
        const isActive = index === active;
        return (
          <div key={row.id}>
            {startsGroup ? (
              <Typography.Text
                type="secondary"
                style={{
                  display: 'block',
                  padding: '8px 12px 2px',
                  fontSize: 12,
                  textTransform: 'uppercase',
                }}
              >
                {t(GROUP_TITLE[row.group])}
              </Typography.Text>
            ) : null}
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input drives the keyboard (aria-activedescendant) */}
            <div
              id={`${id}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={isActive}
              data-testid={row.more === undefined ? 'quick-search-item' : 'quick-search-more'}
              data-group={row.group}
              // Moving, not entering: a list opening under a resting pointer keeps the keyboard's row.
              onMouseMove={() => index !== active && onHover(index)}
              onClick={() => onPick(row.to)}
              style={{ ...ROW, background: isActive ? '#e6f0fa' : undefined }}
            >
              {row.more === undefined ? (
                <>
                  <Typography.Text ellipsis style={{ display: 'block' }}>
                    {row.label}
                  </Typography.Text>
                  {row.detail ? (
                    <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
                      {row.detail}
                    </Typography.Text>
                  ) : null}
                </>
              ) : (
                <Typography.Link>
                  {t('QUICK_SEARCH.MORE_RESULTS', {
                    count: row.more,
                    formatted: formatResultCount(row.more ?? 0, row.moreIsCapped ?? false, i18n.language),
                  })}
                </Typography.Link>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
