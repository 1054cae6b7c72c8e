import { Input, InputNumber } from 'antd';
import { useEffect, useState } from 'react';
import { useFilterControlLabel } from '../../hooks/useFilterControlLabel.ts';

export interface CommitInputNumberProps {
  value: number | undefined;
  onCommit: (value: number | undefined) => void;
  placeholder: string;
  testId?: string;
}

/** A number filter applied on Enter or when the field is left, not at every keystroke. */
export function CommitInputNumber({ value, onCommit, placeholder, testId }: CommitInputNumberProps) {
  const label = useFilterControlLabel(placeholder);
  const [draft, setDraft] = useState<number | null>(value ?? null);
  useEffect(() => setDraft(value ?? null), [value]);
  const commit = () => {
    if ((draft ?? undefined) !== value) onCommit(draft ?? undefined);
  };
  return (
    <InputNumber
      min={0}
      precision={0}
      value={draft}
      onChange={setDraft}
      onBlur={commit}
      onPressEnter={commit}
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
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const commit = () => {
    const next = draft.trim() || undefined;
    if (next !== value) onCommit(next);
  };
  return (
    <Input
      allowClear
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onPressEnter={commit}
      placeholder={placeholder}
      data-testid={testId}
      {...label}
    />
  );
}
