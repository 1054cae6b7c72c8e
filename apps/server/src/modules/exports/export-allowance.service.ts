import { LICENCE_PLUGINS } from '@adatlas/domain/auth';
import { remainingExportAllowance } from '@adatlas/domain/billing';
import {
  decideExport,
  type ExportAllowance,
  type ExportAllowanceEntry,
  exportCountingSince,
} from '@adatlas/domain/exports';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type RequestContext, requireUser } from '../../platform/http/request-context.ts';
import {
  addExportedCount,
  findPlugin,
  type LoggedExportKind,
  lockPlugin,
  logExport,
  sumExported,
} from './export-allowance.repository.ts';

/**
 * Permission to stream one export. The allowance is consumed only by `complete`, called once the
 * whole file has been handed to the client; `release` ends the export consuming nothing.
 */
export interface ExportGrant {
  complete(rowCount: number): Promise<void>;
  release(): Promise<void>;
}

export interface ExportAllowanceService {
  getAllowance(ctx: RequestContext): Promise<ExportAllowance>;
  /** Checks `requested` rows against the allowance; 403 ERROR_EXPORT_* when they do not fit. */
  authorize(ctx: RequestContext, kind: LoggedExportKind, requested: number): Promise<ExportGrant>;
}

type Plugin = NonNullable<Awaited<ReturnType<typeof findPlugin>>>;
type Core = Kysely<CoreDatabase>;

const LIMITED_KINDS = {
  companies: { plugin: LICENCE_PLUGINS.exportCompanies, error: 'ERROR_EXPORT_COMPANIES', noun: 'companies' },
  contacts: { plugin: LICENCE_PLUGINS.exportContacts, error: 'ERROR_EXPORT_CONTACTS', noun: 'contacts' },
} as const;

function isLimited(kind: LoggedExportKind): kind is keyof typeof LIMITED_KINDS {
  return kind in LIMITED_KINDS;
}

/** Companies count their exports in the plugin's current period; contacts keep a running counter. */
async function allowanceOf(
  core: Core,
  ctx: RequestContext,
  kind: keyof typeof LIMITED_KINDS,
  plugin: Plugin | undefined,
): Promise<ExportAllowanceEntry> {
  if (!plugin) return { limit: 0, used: 0, remaining: 0 };
  const limit = (kind === 'companies' ? plugin.company_limit : plugin.contact_limit) ?? 0;
  const used =
    kind === 'contacts'
      ? plugin.exported_count
      : await sumExported(core, {
          userId: requireUser(ctx).id,
          tenant: ctx.tenant,
          kind,
          since: exportCountingSince({ period: plugin.period, periodStart: plugin.period_start }, ctx.now),
        });
  return { limit, used, remaining: remainingExportAllowance({ limit, used }) };
}

export function createExportAllowanceService(core: Core): ExportAllowanceService {
  const pluginKey = (ctx: RequestContext, kind: keyof typeof LIMITED_KINDS) => ({
    userId: requireUser(ctx).id,
    tenant: ctx.tenant,
    name: LIMITED_KINDS[kind].plugin,
  });

  return {
    async getAllowance(ctx) {
      if (ctx.isAdmin) return { companies: null, contacts: null };
      const entry = async (kind: keyof typeof LIMITED_KINDS) =>
        allowanceOf(core, ctx, kind, await findPlugin(core, pluginKey(ctx, kind)));
      const [companies, contacts] = await Promise.all([entry('companies'), entry('contacts')]);
      return { companies, contacts };
    },

    async authorize(ctx, kind, requested) {
      const userId = requireUser(ctx).id;
      const log = (db: Core, rowCount: number) =>
        logExport(db, { userId, tenant: ctx.tenant, kind, rowCount, at: ctx.now });
      if (ctx.isAdmin || !isLimited(kind)) {
        return { complete: (rowCount) => log(core, rowCount), release: async () => undefined };
      }
      // The lock is held while the file streams, so a parallel export waits and then sees this one's count.
      const trx = await core.startTransaction().execute();
      try {
        const plugin = await lockPlugin(trx, pluginKey(ctx, kind));
        const { remaining } = await allowanceOf(trx, ctx, kind, plugin);
        const decision = decideExport({ remaining, requested });
        if (!decision.allowed) {
          const { error, noun } = LIMITED_KINDS[kind];
          throw new AppError(
            error,
            `Limit of downloadable ${noun} exceeded: ${decision.remaining} remaining, this export has ${requested}.`,
          );
        }
        return {
          async complete(rowCount) {
            await log(trx, rowCount);
            if (kind === 'contacts' && plugin) await addExportedCount(trx, plugin.id, rowCount);
            await trx.commit().execute();
          },
          release: () => trx.rollback().execute(),
        };
      } catch (error) {
        await trx.rollback().execute();
        throw error;
      }
    },
  };
}
