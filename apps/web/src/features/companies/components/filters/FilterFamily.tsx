import { Flex, Tag } from 'antd';
import type { ReactNode } from 'react';

export interface FilterFamilyProps<Item> {
  items: Item[] | undefined;
  describe: (item: Item) => string;
  onChange: (items: Item[] | undefined) => void;
  /** The form that builds one more item; it calls `add` from its Add button. */
  children: (add: (item: Item) => void) => ReactNode;
  testId: string;
}

/** A filter family made of several entries (financial, Nielsen, job offers, rounds): chips + an add form. */
export function FilterFamily<Item>({
  items = [],
  describe,
  onChange,
  children,
  testId,
}: FilterFamilyProps<Item>) {
  const remove = (index: number) => {
    const next = items.filter((_, position) => position !== index);
    onChange(next.length > 0 ? next : undefined);
  };
  return (
    <Flex vertical gap={8} data-testid={testId}>
      {items.length > 0 ? (
        <Flex gap={4} wrap>
          {items.map((item, index) => (
            <Tag
              key={describe(item)}
              closable
              color="blue"
              onClose={(event) => {
                event.preventDefault();
                remove(index);
              }}
            >
              {describe(item)}
            </Tag>
          ))}
        </Flex>
      ) : null}
      {children((item) => onChange([...items, item]))}
    </Flex>
  );
}
