/** The part of a keydown event the check reads, so it runs without a DOM. */
export interface KeyPress {
  key: string;
  isComposing?: boolean;
  target: unknown;
}

interface FieldLike {
  tagName: string;
  type?: string;
  closest: (selector: string) => unknown;
}

const TEXT_TYPES = new Set(['text', 'email', 'tel', 'number', 'password', 'search', 'url']);
/** Enter there picks a date or an option: it must not also submit. */
const OWNS_ENTER = '.ant-picker, .ant-select, .ant-cascader';

const isField = (target: unknown): target is FieldLike =>
  typeof target === 'object' &&
  target !== null &&
  typeof (target as FieldLike).tagName === 'string' &&
  typeof (target as FieldLike).closest === 'function';

/**
 * Enter in a text field of a form being edited submits it, as a native form would, so it goes
 * through the same save confirmation as the Save button. An IME composing text, a textarea, a date
 * picker and a select keep Enter for themselves.
 */
export function isSubmitEnter({ key, isComposing, target }: KeyPress): boolean {
  if (key !== 'Enter' || isComposing || !isField(target)) return false;
  if (target.tagName !== 'INPUT' || !TEXT_TYPES.has(target.type ?? 'text')) return false;
  return !target.closest(OWNS_ENTER);
}
