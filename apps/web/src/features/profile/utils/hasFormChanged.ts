const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** Nothing entered: antd gives '' for a cleared input and undefined for a cleared picker. */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.every(isBlank);
  if (isPlainObject(value)) return Object.values(value).every(isBlank);
  return false;
}

function isSame(saved: unknown, current: unknown): boolean {
  if (isBlank(saved) && isBlank(current)) return true;
  if (Array.isArray(saved) && Array.isArray(current))
    return saved.length === current.length && saved.every((item, index) => isSame(item, current[index]));
  if (isPlainObject(saved) && isPlainObject(current)) {
    const keys = new Set([...Object.keys(saved), ...Object.keys(current)]);
    return [...keys].every((key) => isSame(saved[key], current[key]));
  }
  return Object.is(saved, current);
}

/**
 * Whether a form's values differ from the saved ones, so Cancel asks before discarding only when
 * there is something to lose. A field left blank equals a field never filled.
 */
export function hasFormChanged(saved: unknown, current: unknown): boolean {
  return !isSame(saved, current);
}
