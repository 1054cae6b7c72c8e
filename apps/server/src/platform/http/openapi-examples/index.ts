import { COMPANY_EXAMPLES } from './companies.examples.ts';
import { CONTACT_EXAMPLES } from './contacts.examples.ts';
import { CRM_EXAMPLES } from './crm.examples.ts';
import { FACET_EXAMPLES } from './facets.examples.ts';
import { LIST_EXAMPLES } from './lists.examples.ts';
import { MARKET_EXAMPLES } from './market.examples.ts';
import type { OperationExample } from './operation-example.ts';
import { RECORD_HISTORY_EXAMPLES } from './record-history.examples.ts';
import { WEBHOOK_EXAMPLES } from './webhooks.examples.ts';

export type { OperationExample } from './operation-example.ts';

/**
 * An example request and answer for each operation of the data API, keyed `METHOD /path` as the
 * routes are registered; the OpenAPI document shows them (openapi.ts) and openapi.test.ts checks
 * that every data operation has one and that each matches the operation's own schemas.
 */
export const OPENAPI_EXAMPLES: Readonly<Record<string, OperationExample>> = {
  ...COMPANY_EXAMPLES,
  ...CONTACT_EXAMPLES,
  ...CRM_EXAMPLES,
  ...FACET_EXAMPLES,
  ...MARKET_EXAMPLES,
  ...LIST_EXAMPLES,
  ...RECORD_HISTORY_EXAMPLES,
  ...WEBHOOK_EXAMPLES,
};
