import { HOME_CONTACTS_LIMIT, type HomeContact } from '@adatlas/domain/market-data';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { findLatestContacts } from './home.repository.ts';

export interface HomeService {
  findLatestContacts(ctx: RequestContext): Promise<HomeContact[]>;
}

export function createHomeService(): HomeService {
  return {
    findLatestContacts: (ctx) => findLatestContacts(ctx.tenantDb, HOME_CONTACTS_LIMIT),
  };
}
