import type { RequestContext } from '../../platform/http/request-context.ts';

export type OpenedEntity = 'company' | 'contact';

/**
 * Called once each time a company or contact detail is opened (never by lists), after the record
 * is found and before anything else is fetched for it: the billing work plugs credit consumption
 * in here, and it throws when no credit is left.
 */
export interface RecordOpen {
  recordOpen(ctx: RequestContext, entity: OpenedEntity, id: number): Promise<void>;
}

/** Opening a detail costs nothing. */
export const noRecordOpen: RecordOpen = {
  async recordOpen() {},
};
