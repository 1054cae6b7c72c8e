import type { RecordField } from '@adatlas/domain/admin';
import { Input, InputNumber, Select, Switch } from 'antd';
import { RecordLookupSelect } from './RecordLookupSelect.tsx';

export interface RecordFieldInputProps {
  field: RecordField;
  disabled: boolean;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** The input of one detail-pane field, by its type. */
export function RecordFieldInput({ field, disabled, value, onChange }: RecordFieldInputProps) {
  const text = value === null || value === undefined ? '' : String(value);
  if (field.lookup) {
    return (
      <RecordLookupSelect
        lookup={field.lookup}
        fieldKey={field.key}
        disabled={disabled}
        allowClear={!field.required}
        value={value}
        onChange={onChange}
      />
    );
  }
  switch (field.type) {
    case 'boolean':
      return (
        <Switch disabled={disabled} checked={value === true} onChange={(checked) => onChange?.(checked)} />
      );
    case 'number':
      return (
        <InputNumber
          disabled={disabled}
          value={value as number | null | undefined}
          onChange={(next) => onChange?.(next)}
          style={{ width: '100%' }}
        />
      );
    case 'select':
      return (
        <Select
          disabled={disabled}
          allowClear={!field.required}
          value={value as string | undefined}
          onChange={(next) => onChange?.(next ?? null)}
          options={(field.options ?? []).map((option) => ({ value: option, label: option }))}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          disabled={disabled}
          value={text}
          autoSize={{ minRows: 2, maxRows: 8 }}
          onChange={(event) => onChange?.(event.target.value)}
        />
      );
    case 'date':
      return (
        <Input
          type={field.readOnly ? 'text' : 'date'}
          disabled={disabled}
          value={field.readOnly ? text : text.slice(0, 10)}
          onChange={(event) => onChange?.(event.target.value)}
        />
      );
    default:
      return (
        <Input
          disabled={disabled}
          value={text}
          onChange={(event) => onChange?.(event.target.value)}
          data-field={field.key}
        />
      );
  }
}
