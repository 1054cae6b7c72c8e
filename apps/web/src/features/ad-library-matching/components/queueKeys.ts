/** The review queue's decision keys, beside the moves every review list has (shared/commands/listKeys). */
export const QUEUE_KEYS = { a: 'accept', r: 'reject', p: 'pick' } as const;
