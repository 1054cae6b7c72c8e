import { DownOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { WriteAction } from '../../../shared/ui/WriteAction.tsx';
import type { ListColumnChoice } from '../hooks/useListColumns.ts';

export interface ColumnChooserProps<C extends string> {
  choice: ListColumnChoice<C>;
}

/**
 * The list header's "Fields" menu: one checkbox per optional field of the rows. A menu, so arrows
 * move between the fields and Enter or Space toggles one; it stays open until the user leaves it.
 */
export function ColumnChooser<C extends string>({ choice }: ColumnChooserProps<C>) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const toggle = (column: C) =>
    choice.choose(
      choice.shown.has(column)
        ? choice.all.filter((item) => item !== column && choice.shown.has(item))
        : choice.all.filter((item) => item === column || choice.shown.has(item)),
    );
  // The choice is saved, a write: a read-only view shows the menu disabled.
  return (
    <WriteAction>
      <Dropdown
        trigger={['click']}
        open={isOpen}
        onOpenChange={(open, info) => {
          if (info.source === 'trigger') setIsOpen(open);
        }}
        menu={{
          items: choice.all.map((column) => ({
            key: column,
            role: 'menuitemcheckbox',
            'aria-checked': choice.shown.has(column),
            'data-testid': `column-option-${column}`,
            label: (
              <Checkbox checked={choice.shown.has(column)} tabIndex={-1} style={{ pointerEvents: 'none' }}>
                {t(`LIST_TOOLS.FIELD.${column}`)}
              </Checkbox>
            ),
          })),
          onClick: ({ key }) => toggle(key as C),
        }}
      >
        <Button icon={<SettingOutlined />} data-testid="column-chooser" aria-haspopup="menu">
          {t('LIST_TOOLS.FIELDS')} <DownOutlined />
        </Button>
      </Dropdown>
    </WriteAction>
  );
}
