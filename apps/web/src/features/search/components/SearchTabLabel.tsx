import { theme } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { formatResultCount } from '../utils/sorting.ts';

export interface SearchTabLabelProps {
  label: string;
  /** The tab's answer; absent while it loads, when no count is shown. */
  counted?: { totalResults: number; totalIsCapped: boolean };
}

/** A search page tab's name with how many it found ("Companies 1,234", "Contacts 10,000+"). */
export function SearchTabLabel({ label, counted }: SearchTabLabelProps) {
  const { i18n } = useTranslation();
  const { token } = theme.useToken();
  return (
    <span>
      {label}
      {counted ? (
        <>
          {' '}
          <span
            data-testid="search-tab-count"
            style={{
              marginInlineStart: 4,
              padding: '0 8px',
              borderRadius: 10,
              fontSize: token.fontSizeSM,
              background: counted.totalResults > 0 ? token.colorPrimaryBg : token.colorFillTertiary,
              color: counted.totalResults > 0 ? token.colorPrimaryText : token.colorTextTertiary,
            }}
          >
            {formatResultCount(counted.totalResults, counted.totalIsCapped, i18n.language)}
          </span>
        </>
      ) : null}
    </span>
  );
}
