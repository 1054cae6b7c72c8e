import {
  MAILER_BATCH_SIZE,
  type MailerExportRequest,
  type MailerExportResponse,
} from '@adatlas/domain/exports';
import type { Kysely } from 'kysely';
import type { SecretBox } from '../../platform/auth/secret-box.ts';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type RequestContext, requireUser } from '../../platform/http/request-context.ts';
import type { CompanionMailer, MailerContact } from '../../platform/mailer/companion-mailer.client.ts';
import { logExport } from '../exports/export-allowance.repository.ts';
import { readInBatches } from '../exports/export-cursor.ts';
import type { RecordSearches } from '../search/record-searches.ts';
import { findMailerCredentials } from './mailer-export.repository.ts';

export interface MailerExportService {
  exportToMailer(ctx: RequestContext, request: MailerExportRequest): Promise<MailerExportResponse>;
}

export interface MailerExportServiceOptions {
  searches: RecordSearches;
  core: Kysely<CoreDatabase>;
  secretBox: SecretBox;
  mailer: CompanionMailer;
}

type ContactRow = { name: string; surname: string; email: string | null; company: string | null };

/** The mailer keys subscribers by e-mail, so contacts without one are skipped (and counted). */
function toMailerContacts(rows: readonly ContactRow[]): MailerContact[] {
  return rows.flatMap((row) =>
    row.email ? [{ email: row.email, firstName: row.name, lastName: row.surname, company: row.company }] : [],
  );
}

export function createMailerExportService(options: MailerExportServiceOptions): MailerExportService {
  return {
    async exportToMailer(ctx, request) {
      const user = requireUser(ctx);
      const stored = await findMailerCredentials(options.core, user.id);
      if (!stored?.mailer_username || !stored.mailer_password_enc) {
        throw new AppError('FORBIDDEN_ERROR', 'Save your mailer credentials on the profile page first');
      }
      // Log in before reading any contact: wrong credentials fail fast and cheaply.
      const token = await options.mailer.login({
        username: stored.mailer_username,
        password: options.secretBox.open(stored.mailer_password_enc),
      });
      // A search and picked ids alike run through the contact search object (scope, flags).
      const search = await options.searches.contact(ctx, {
        ...(request.filters ?? { id: request.ids }),
        sort_key: 'modified_at',
        sort_direction: 'desc',
      });
      let exported = 0;
      let skipped = 0;
      await ctx.tenantDb.db
        .transaction()
        .setAccessMode('read only')
        .execute(async (trx) => {
          const query = await search.exportRows({ ...ctx.tenantDb, db: trx });
          for await (const rows of readInBatches<ContactRow>(trx, query, MAILER_BATCH_SIZE)) {
            const contacts = toMailerContacts(rows);
            skipped += rows.length - contacts.length;
            if (contacts.length > 0) await options.mailer.addContacts(token, request.listName, contacts);
            exported += contacts.length;
          }
        });
      await logExport(options.core, {
        userId: user.id,
        tenant: ctx.tenant,
        kind: 'mailer',
        rowCount: exported,
        at: ctx.now,
      });
      return { listName: request.listName, exported, skipped };
    },
  };
}
