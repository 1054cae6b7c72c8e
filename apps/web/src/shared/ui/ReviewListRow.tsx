import type { ReactNode } from 'react';
import { KEYBOARD_ROW_BACKGROUND } from '../commands/pageList.ts';

export interface ReviewListRowProps {
  testId: string;
  /** The row the keyboard is on (useReviewListKeys), marked as the lists' keyboard rows are. */
  focused: boolean;
  onFocus: () => void;
  children: ReactNode;
}

/** One row of a back-office review list: focusable by the list's keys, its content wrapping on a phone. */
export function ReviewListRow({ testId, focused, onFocus, children }: ReviewListRowProps) {
  return (
    <li
      tabIndex={-1}
      data-testid={testId}
      data-focused={focused}
      aria-current={focused}
      onFocus={onFocus}
      style={{
        padding: 12,
        borderBottom: '1px solid #f0f0f0',
        background: focused ? KEYBOARD_ROW_BACKGROUND : undefined,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 12,
        justifyContent: 'space-between',
        alignItems: 'center',
      }}
    >
      {children}
    </li>
  );
}
