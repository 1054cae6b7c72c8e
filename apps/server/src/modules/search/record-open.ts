import type { RequestContext } from '../../platform/http/request-context.ts';

export type OpenedEntity = 'company' | 'contact';

/**
 * Called once each time a company or contact detail is opened (never by lists): the billing
 * work plugs credit consumption in here.
 */
export interface RecordOpen {
  recordOpen(ctx: RequestContext, entity: OpenedEntity, id: number): Promise<void>;
}

/** Until billing lands, opening a detail costs nothing. */
export const noRecordOpen: RecordOpen = {
  async recordOpen() {},
};
