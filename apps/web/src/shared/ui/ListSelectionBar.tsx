import { CloseOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';

export interface ListSelectionBarProps {
  /** Ids of the rows on the page, for "select all on this page". */
  pageIds: readonly number[];
  selected: ReadonlySet<number>;
  onToggleAll: (ids: readonly number[]) => void;
  onClear: () => void;
  /** What can be done with the selection; shown once something is selected. */
  children: ReactNode;
}

/**
 * A list's selection: "select all on this page", then how many rows are selected, the actions on
 * them and a way to clear it. Wraps on a narrow screen instead of widening the page.
 */
export function ListSelectionBar({
  pageIds,
  selected,
  onToggleAll,
  onClear,
  children,
}: ListSelectionBarProps) {
  const { t } = useTranslation();
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const someOnPage = pageIds.some((id) => selected.has(id));
  return (
    <Flex
      align="center"
      gap={8}
      wrap
      role="toolbar"
      aria-label={t('LIST_TOOLS.SELECTION')}
      data-testid="selection-bar"
      style={{
        minWidth: 0,
        maxWidth: '100%',
        padding: selected.size > 0 ? '6px 10px' : 0,
        marginBottom: 8,
        borderRadius: 8,
        background: selected.size > 0 ? '#f0f5ff' : undefined,
      }}
    >
      <Checkbox
        checked={allOnPage}
        indeterminate={someOnPage && !allOnPage}
        disabled={pageIds.length === 0}
        onChange={() => onToggleAll(pageIds)}
        data-testid="select-page"
      >
        {t('LIST_TOOLS.SELECT_PAGE')}
      </Checkbox>
      {selected.size > 0 ? (
        <>
          <Typography.Text strong aria-live="polite" data-testid="selected-count">
            {t('LIST_TOOLS.SELECTED', { count: selected.size })}
          </Typography.Text>
          {children}
          <Button type="text" icon={<CloseOutlined />} onClick={onClear} data-testid="selection-clear">
            {t('LIST_TOOLS.CLEAR')}
          </Button>
        </>
      ) : null}
    </Flex>
  );
}
