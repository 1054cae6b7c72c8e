import { Input, type InputProps } from 'antd';
import { useFilterDraft } from '../hooks/useFilterDraft.ts';

export interface FilterTextInputProps extends Omit<InputProps, 'value' | 'onChange' | 'onPressEnter'> {
  /** The applied filter (from the URL); undefined when empty. */
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
}

const normalise = (text: string | undefined) => text?.trim() || undefined;

/** The text filter of every list page: applies by itself shortly after typing stops, or on Enter. */
export function FilterTextInput({ value, onCommit, onBlur, ...rest }: FilterTextInputProps) {
  const { draft, change, flush } = useFilterDraft<string | undefined>(value, onCommit, normalise);
  return (
    <Input
      allowClear
      {...rest}
      value={draft ?? ''}
      onChange={(event) => {
        // The clear button sends a change of type "click": applied at once, like Enter.
        if (event.type === 'click') flush(undefined);
        else change(event.target.value);
      }}
      onPressEnter={() => flush()}
      onBlur={(event) => {
        flush();
        onBlur?.(event);
      }}
    />
  );
}
