import type { FormInstance } from 'antd';
import { useDebouncedCallback } from './useDebouncedCallback.ts';
import { FILTER_TYPING_DELAY_MS } from './useFilterDraft.ts';

/**
 * For a filter form without a Search button: a change to a typed field submits the form shortly
 * after typing stops (as `useFilterDraft` does), any other change (a select, a date, a radio) at
 * once. Pass the result as the form's `onValuesChange`; Enter submits through `form.submit`.
 */
export function useFormAutoApply<Values>(form: FormInstance<Values>, typedFields: readonly (keyof Values)[]) {
  const submitLater = useDebouncedCallback(() => form.submit(), FILTER_TYPING_DELAY_MS);
  return (changed: Partial<Values>) => {
    const typed = Object.keys(changed).some((key) => typedFields.includes(key as keyof Values));
    if (typed) {
      submitLater();
    } else {
      submitLater.cancel();
      form.submit();
    }
  };
}
