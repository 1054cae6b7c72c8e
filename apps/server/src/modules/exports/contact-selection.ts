import type { ContactSearchRequest } from '@adatlas/domain/contacts';
import type { RevealedContact } from '@adatlas/domain/entitlements';
import type { Compilable } from 'kysely';
import { AppError } from '../../platform/errors/app-error.ts';
import { type RequestContext, requireUser } from '../../platform/http/request-context.ts';
import type { ContactExportRow } from '../contacts/contact.search.ts';
import type { Entitlements } from '../entitlements/entitlements.service.ts';
import type { RecordSearches } from '../search/record-searches.ts';
import { getOwnTag } from '../tags/tags.repository.ts';
import { readInBatches } from './export-cursor.ts';
import { contactsByIdsExportQuery, taggedContactExportQuery } from './exports.repository.ts';

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
 * search object for a search, the kind's entitlement for ids and tags (another user's tag is
 * answered as a missing one), and the one reveal rule on every row. More than `max` rows is
 * TOO_MANY_RESULTS, read nothing further.
 */
export async function readContactSelection(
  ctx: RequestContext,
  deps: ContactSelectionDeps,
  selection: ContactSelection,
  max: number,
): Promise<SelectedContacts> {
  const search =
    'filters' in selection
      ? await deps.searches.contact(ctx, {
          ...selection.filters,
          sort_key: 'modified_at',
          sort_direction: 'desc',
        })
      : null;
  if (!search) await deps.entitlements.assertMayRead(ctx, 'contact');
  if ('tagId' in selection) {
    const tag = await getOwnTag(ctx.tenantDb.db, requireUser(ctx).id, selection.tagId);
    if (!tag) throw new AppError('NOT_FOUND', `Tag ${selection.tagId} not found`);
  }
  const raw: ContactExportRow[] = [];
  await ctx.tenantDb.db
    .transaction()
    .setAccessMode('read only')
    .execute(async (trx) => {
      let query: Compilable<ContactExportRow>;
      if (search) query = await search.exportRows({ ...ctx.tenantDb, db: trx });
      else if ('tagId' in selection) query = taggedContactExportQuery(trx, selection.tagId);
      else query = contactsByIdsExportQuery(trx, 'ids' in selection ? [...new Set(selection.ids)] : []);
      for await (const rows of readInBatches<ContactExportRow>(trx, query)) {
        raw.push(...rows);
        if (raw.length > max) {
          throw new AppError('TOO_MANY_RESULTS', `A push takes at most ${max} contacts`);
        }
      }
    });
  const found = new Set(raw.map((row) => row.id));
  const missingIds = 'ids' in selection ? [...new Set(selection.ids)].filter((id) => !found.has(id)) : [];
  return { rows: await deps.entitlements.revealContacts(ctx, raw), missingIds };
}
