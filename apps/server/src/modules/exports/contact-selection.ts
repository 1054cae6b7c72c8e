import type { ContactSearchRequest } from '@adatlas/domain/contacts';
import type { RevealedContact } from '@adatlas/domain/entitlements';
import type { Compilable, Kysely } from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type RequestContext, requireUser } from '../../platform/http/request-context.ts';
import type { ContactExportRow } from '../contacts/contact.search.ts';
import type { Entitlements } from '../entitlements/entitlements.service.ts';
import type { RecordSearches } from '../search/record-searches.ts';
import { getOwnTag } from '../tags/tags.repository.ts';
import { readInBatches } from './export-cursor.ts';
import { taggedContactExportQuery } from './exports.repository.ts';

type Db = Kysely<TenantDatabase>;

/** The contacts a push sends: chosen ids, one of the caller's tags, or a contact search. */
export type ContactSelection =
  | { ids: readonly number[] }
  | { tagId: number }
  | { filters: ContactSearchRequest };

export interface SelectedContacts {
  /** Each row as the caller may see it: e-mail and phones emptied unless the reveal rule allows. */
  rows: RevealedContact<ContactExportRow>[];
  /** Chosen ids that are not (or no longer) active contacts of this tenant. */
  missingIds: number[];
}

export interface ContactSelectionDeps {
  searches: RecordSearches;
  entitlements: Entitlements;
}

/**
 * Reads a selection of contacts for a push out of the app (CRM, companion mailer): the contact
 * search object for a search or chosen ids, the kind's entitlement for a tag (another user's tag is
 * answered as a missing one), and the one reveal rule on every row. More than `max` rows is
 * TOO_MANY_RESULTS, read nothing further.
 */
export async function readContactSelection(
  ctx: RequestContext,
  deps: ContactSelectionDeps,
  selection: ContactSelection,
  max: number,
): Promise<SelectedContacts> {
  const chosenIds = 'ids' in selection ? [...new Set(selection.ids)] : [];
  const queryIn = await selectionQuery(ctx, deps, selection, chosenIds);
  const raw: ContactExportRow[] = [];
  await ctx.tenantDb.db
    .transaction()
    .setAccessMode('read only')
    .execute(async (trx) => {
      for await (const rows of readInBatches<ContactExportRow>(trx, await queryIn(trx))) {
        raw.push(...rows);
        if (raw.length > max) {
          throw new AppError('TOO_MANY_RESULTS', `A push takes at most ${max} contacts`);
        }
      }
    });
  const found = new Set(raw.map((row) => row.id));
  const missingIds = chosenIds.filter((id) => !found.has(id));
  return { rows: await deps.entitlements.revealContacts(ctx, raw), missingIds };
}

/**
 * The query a selection reads, once the caller may read it: a search and chosen ids alike run
 * through the contact search object (scope, flags, active records of this tenant); a tag is read as
 * its page lists it, once the kind's entitlement holds and the tag is the caller's own.
 */
async function selectionQuery(
  ctx: RequestContext,
  deps: ContactSelectionDeps,
  selection: ContactSelection,
  chosenIds: number[],
): Promise<(db: Db) => Promise<Compilable<ContactExportRow>>> {
  if ('tagId' in selection) {
    await deps.entitlements.assertMayRead(ctx, 'contact');
    const tag = await getOwnTag(ctx.tenantDb.db, requireUser(ctx).id, selection.tagId);
    if (!tag) throw new AppError('NOT_FOUND', `Tag ${selection.tagId} not found`);
    return async (db) => taggedContactExportQuery(db, selection.tagId);
  }
  const search = await deps.searches.contact(ctx, {
    ...('filters' in selection ? selection.filters : { id: chosenIds }),
    sort_key: 'modified_at',
    sort_direction: 'desc',
  });
  return (db) => search.exportRows({ ...ctx.tenantDb, db });
}
