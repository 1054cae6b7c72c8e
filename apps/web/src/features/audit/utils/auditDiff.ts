/**
 * One side of a changed field: absent (the row was created or deleted), unrecorded (the audit row
 * kept no "before" for that field) or a value, as text (null: an empty value).
 */
export type AuditSide = { kind: 'absent' } | { kind: 'unrecorded' } | { kind: 'value'; text: string | null };

export interface AuditChange {
  /** The field's name as stored; '' when the whole value is one scalar or list. */
  field: string;
  before: AuditSide;
  after: AuditSide;
}

const ABSENT: AuditSide = { kind: 'absent' };
const UNRECORDED: AuditSide = { kind: 'unrecorded' };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored value as one line: text as is, anything else as JSON. */
export function auditValueText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const side = (value: unknown): AuditSide => ({ kind: 'value', text: auditValueText(value) });

/** Deep equality of JSON values, whatever the key order. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((key) => key in b && sameValue(a[key], b[key]))
    );
  }
  return false;
}

/** The stored before / after as fields; a lone scalar or list becomes the one field ''. */
const asFields = (value: unknown): Record<string, unknown> | null =>
  value === null || value === undefined ? null : isPlainObject(value) ? value : { '': value };

/**
 * The fields an audit row changed, in the order they were written. An update often stores the
 * request as "after" (only the fields sent): a field missing from it did not change, and one sent
 * with the value it had is left out. A creation lists what was written, a deletion what was removed.
 */
export function auditDiff(before: unknown, after: unknown): AuditChange[] {
  const [was, is] = [asFields(before), asFields(after)];
  if (was === null && is === null) return [];
  if (was === null) {
    return Object.entries(is ?? {}).map(([field, value]) => ({ field, before: ABSENT, after: side(value) }));
  }
  if (is === null) {
    return Object.entries(was).map(([field, value]) => ({ field, before: side(value), after: ABSENT }));
  }
  return Object.entries(is)
    .filter(([field, value]) => !(field in was) || !sameValue(was[field], value))
    .map(([field, value]) => ({
      field,
      before: field in was ? side(was[field]) : UNRECORDED,
      after: side(value),
    }));
}
