/** A contact row's function as `{id, key}`, or null when the contact has none. */
export function contactFunctionOf(row: { function_id: number | null; function_key: string | null }) {
  return row.function_id !== null && row.function_key !== null
    ? { id: row.function_id, key: row.function_key }
    : null;
}
