import { InputNumber } from 'antd';
import { useFilterDraft } from '../../../../shared/hooks/useFilterDraft.ts';
import { FilterTextInput } from '../../../../shared/ui/FilterTextInput.tsx';
import { useFilterControlLabel } from '../../hooks/useFilterControlLabel.ts';

export interface CommitInputNumberProps {
  value: number | undefined;
  onCommit: (value: number | undefined) => void;
  placeholder: string;
  testId?: string;
}

/** A number filter applied shortly after typing stops, on Enter or when the field is left. */
export function CommitInputNumber({ value, onCommit, placeholder, testId }: CommitInputNumberProps) {
  const label = useFilterControlLabel(placeholder);
  const { draft, change, flush } = useFilterDraft<number | undefined>(value, onCommit);
  return (
    <InputNumber
      min={0}
      precision={0}
      value={draft ?? null}
      onChange={(next) => change(next ?? undefined)}
      onBlur={() => flush()}
      onPressEnter={() => flush()}
      placeholder={placeholder}
      style={{ width: '100%' }}
      data-testid={testId}
      {...label}
    />
  );
}

export interface CommitInputProps {
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
  placeholder: string;
  testId?: string;
}

export function CommitInput({ value, onCommit, placeholder, testId }: CommitInputProps) {
  const label = useFilterControlLabel(placeholder);
  return (
    <FilterTextInput
      value={value}
      onCommit={onCommit}
      placeholder={placeholder}
      data-testid={testId}
      {...label}
    />
  );
}
