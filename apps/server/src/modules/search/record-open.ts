import type { RequestContext } from '../../platform/http/request-context.ts';

export type OpenedEntity = 'company' | 'contact';

/**
 * Credit consumption of company and contact details (never of lists). A detail asks `isCharged`
 * first; for a charged caller it checks the record exists, calls `recordOpen` (which throws when
 * no credit is left) and only then reads the record, so a refused open costs no detail query.
 */
export interface RecordOpen {
  isCharged(ctx: RequestContext, entity: OpenedEntity): boolean;
  recordOpen(ctx: RequestContext, entity: OpenedEntity, id: number): Promise<void>;
}

/** Opening a detail costs nothing. */
export const noRecordOpen: RecordOpen = {
  isCharged: () => false,
  async recordOpen() {},
};
