import type { RecordField } from '@adatlas/domain/admin';
import { DEFAULT_DATE_FORMAT } from '@adatlas/domain/formatting';
import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import { formatRecordDate } from '../utils/formatRecordDate.ts';
import { RecordLookupSelect } from './RecordLookupSelect.tsx';

/** The form holds dates as the API does; the picker shows them as the rest of the app (DD/MM/YYYY). */
const API_DATE = 'YYYY-MM-DD';

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
      if (field.readOnly)
        return <Input disabled value={text ? formatRecordDate(text) : ''} data-field={field.key} />;
      // A moment keeps its hour (sent as an ISO instant); a day is sent as the day alone.
      if (field.withTime)
        return (
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            disabled={disabled}
            format={`${DEFAULT_DATE_FORMAT} HH:mm`}
            placeholder={`${DEFAULT_DATE_FORMAT} HH:mm`}
            value={text ? dayjs(text) : null}
            onChange={(next) => onChange?.(next ? next.toISOString() : null)}
            style={{ width: '100%' }}
            data-field={field.key}
          />
        );
      return (
        <DatePicker
          disabled={disabled}
          format={DEFAULT_DATE_FORMAT}
          placeholder={DEFAULT_DATE_FORMAT}
          value={text ? dayjs(text.slice(0, 10), API_DATE) : null}
          onChange={(next) => onChange?.(next ? next.format(API_DATE) : null)}
          style={{ width: '100%' }}
          data-field={field.key}
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
