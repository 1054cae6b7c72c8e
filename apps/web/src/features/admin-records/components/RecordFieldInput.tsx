import type { RecordField } from '@adatlas/domain/admin';
import { DEFAULT_DATE_FORMAT } from '@adatlas/domain/formatting';
import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import type { AriaAttributes } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { formatRecordDate } from '../utils/formatRecordDate.ts';
import { RecordLookupSelect } from './RecordLookupSelect.tsx';

/** The form holds dates as the API does; the picker shows them as the rest of the app (DD/MM/YYYY). */
const API_DATE = 'YYYY-MM-DD';

/** What the Form.Item gives its control: the id its label points to, and the error state. */
export type FieldControlProps = Pick<
  AriaAttributes,
  'aria-describedby' | 'aria-invalid' | 'aria-required'
> & { id?: string };

export interface RecordFieldInputProps extends FieldControlProps {
  field: RecordField;
  disabled: boolean;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/**
 * The input of one detail-pane field, by its type. Numbers are not clamped to the field's range
 * while typed: an out-of-range value stays as typed and the form says what the range is.
 */
export function RecordFieldInput({ field, disabled, value, onChange, ...control }: RecordFieldInputProps) {
  const { t } = useTranslation();
  const text = value === null || value === undefined ? '' : String(value);
  if (field.lookup) {
    return (
      <RecordLookupSelect
        {...control}
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
        <Switch
          {...control}
          disabled={disabled}
          checked={value === true}
          onChange={(checked) => onChange?.(checked)}
        />
      );
    case 'number':
      return (
        <InputNumber
          {...control}
          disabled={disabled}
          value={value as number | null | undefined}
          onChange={(next) => onChange?.(next)}
          style={{ width: '100%' }}
        />
      );
    case 'select':
      return (
        <Select
          {...control}
          disabled={disabled}
          allowClear={!field.required}
          value={value as string | undefined}
          onChange={(next) => onChange?.(next ?? null)}
          options={(field.options ?? []).map((option) => ({
            value: option,
            label: field.optionLabels ? t(`${field.optionLabels}.${option.toUpperCase()}`) : option,
          }))}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          {...control}
          disabled={disabled}
          value={text}
          autoSize={{ minRows: 2, maxRows: 8 }}
          onChange={(event) => onChange?.(event.target.value)}
        />
      );
    case 'date':
      if (field.readOnly)
        return (
          <Input {...control} disabled value={text ? formatRecordDate(text) : ''} data-field={field.key} />
        );
      return (
        <DateFieldInput {...control} field={field} disabled={disabled} text={text} onChange={onChange} />
      );
    default:
      return (
        <Input
          {...control}
          disabled={disabled}
          value={text}
          onChange={(event) => onChange?.(event.target.value)}
          data-field={field.key}
        />
      );
  }
}

/** A day is held as YYYY-MM-DD; a moment (`withTime`) keeps its hour and is held as an ISO instant. */
function DateFieldInput({
  field,
  disabled,
  text,
  onChange,
  ...control
}: Pick<RecordFieldInputProps, 'field' | 'disabled' | 'onChange'> & FieldControlProps & { text: string }) {
  const format = field.withTime ? `${DEFAULT_DATE_FORMAT} HH:mm` : DEFAULT_DATE_FORMAT;
  const parse = (value: string) => (field.withTime ? dayjs(value) : dayjs(value.slice(0, 10), API_DATE));
  return (
    <DatePicker
      {...control}
      showTime={field.withTime ? { format: 'HH:mm' } : false}
      disabled={disabled}
      format={format}
      placeholder={format}
      value={text ? parse(text) : null}
      onChange={(next) =>
        onChange?.(next ? (field.withTime ? next.toISOString() : next.format(API_DATE)) : null)
      }
      style={{ width: '100%' }}
      data-field={field.key}
    />
  );
}
