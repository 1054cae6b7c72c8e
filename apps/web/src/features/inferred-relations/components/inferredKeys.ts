/** The inferred-relations list's decision keys, beside the moves every review list has (shared/commands/listKeys). */
export const INFERRED_KEYS = { c: 'confirm', r: 'reject', u: 'reopen' } as const;
