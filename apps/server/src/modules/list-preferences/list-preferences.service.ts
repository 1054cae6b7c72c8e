import {
  type ListColumns,
  mergeListColumns,
  type PutListColumnsRequest,
} from '@adatlas/domain/list-preferences';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import { type RequestContext, requireUser } from '../../platform/http/request-context.ts';
import { findListPreferences, upsertListColumns } from './list-preferences.repository.ts';

export interface ListPreferencesService {
  /** The fields the caller's list rows show; every field for a list never chosen. */
  getListColumns(ctx: RequestContext): Promise<ListColumns>;
  putListColumns(ctx: RequestContext, request: PutListColumnsRequest): Promise<ListColumns>;
}

export function createListPreferencesService(core: Kysely<CoreDatabase>): ListPreferencesService {
  const read = async (userId: number) => mergeListColumns(await findListPreferences(core, userId));
  return {
    getListColumns: (ctx) => read(requireUser(ctx).id),
    async putListColumns(ctx, request) {
      const userId = requireUser(ctx).id;
      await upsertListColumns(core, { userId, list: request.list, columns: request.columns, at: ctx.now });
      return read(userId);
    },
  };
}
