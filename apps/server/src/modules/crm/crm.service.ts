import { LICENCE_PLUGINS } from '@adatlas/domain/auth';
import {
  CRM_PUSH_MAX_CONTACTS,
  type CrmConnection,
  type CrmPush,
  type CrmPushReport,
  type CrmPushRequest,
  crmSkipReason,
  type HubspotConnectRequest,
  type SalesforceCallbackRequest,
} from '@adatlas/domain/crm';
import type { Kysely } from 'kysely';
import type { SecretBox } from '../../platform/auth/secret-box.ts';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type RequestContext, requireUser } from '../../platform/http/request-context.ts';
import type { Entitlements } from '../entitlements/entitlements.service.ts';
import { type ContactSelection, readContactSelection } from '../exports/contact-selection.ts';
import { findPlugin } from '../exports/export-allowance.repository.ts';
import type { ExportAllowanceService } from '../exports/export-allowance.service.ts';
import type { RecordSearches } from '../search/record-searches.ts';
import {
  countOutcomes,
  deleteConnection,
  findConnection,
  findOwnPush,
  findPushRows,
  finishPush,
  insertPush,
  type NewPushRow,
  saveConnection,
} from './crm.repository.ts';
import { CrmCallError } from './crm-client.ts';
import { CRM_PUSH_JOB, type CrmPushJobData, type CrmSettings } from './crm-settings.ts';
import { verifyHubspotToken } from './hubspot.client.ts';
import { exchangeSalesforceCode, salesforceAuthorizationUrl } from './salesforce.client.ts';

export interface CrmService {
  getConnection(ctx: RequestContext): Promise<CrmConnection>;
  connectHubspot(ctx: RequestContext, request: HubspotConnectRequest): Promise<CrmConnection>;
  startSalesforce(ctx: RequestContext): Promise<{ authorizationUrl: string }>;
  finishSalesforce(ctx: RequestContext, request: SalesforceCallbackRequest): Promise<CrmConnection>;
  disconnect(ctx: RequestContext): Promise<CrmConnection>;
  /** Resolves, checks and queues a push; the job sends it. */
  createPush(ctx: RequestContext, request: CrmPushRequest): Promise<CrmPush>;
  getPushReport(ctx: RequestContext, pushId: number): Promise<CrmPushReport>;
}

export interface CrmServiceOptions {
  core: Kysely<CoreDatabase>;
  secretBox: SecretBox;
  searches: RecordSearches;
  entitlements: Entitlements;
  allowance: ExportAllowanceService;
  settings: CrmSettings;
  sendJob(name: string, data: CrmPushJobData): Promise<unknown>;
}

/** The schema lets exactly one of the three through. */
function selectionOf(request: CrmPushRequest): ContactSelection {
  if (request.ids) return { ids: request.ids };
  if (request.tagId !== undefined) return { tagId: request.tagId };
  if (request.filters) return { filters: request.filters };
  throw new AppError('VALIDATION_ERROR', 'Send exactly one of ids, tagId or filters');
}

/** How long a Salesforce sign-in started here may take to come back. */
const OAUTH_STATE_TTL_MS = 10 * 60_000;

export function createCrmService(options: CrmServiceOptions): CrmService {
  const { core, secretBox, settings } = options;

  async function hasPlugin(ctx: RequestContext): Promise<boolean> {
    if (ctx.isAdmin) return true;
    const plugin = await findPlugin(core, {
      userId: requireUser(ctx).id,
      tenant: ctx.tenant,
      name: LICENCE_PLUGINS.crm,
    });
    return plugin !== undefined;
  }

  async function requirePlugin(ctx: RequestContext): Promise<number> {
    if (!(await hasPlugin(ctx)))
      throw new AppError('CRM_NOT_LICENSED', 'This licence does not include the CRM push');
    return requireUser(ctx).id;
  }

  async function connectionOf(ctx: RequestContext): Promise<CrmConnection> {
    const stored = await findConnection(core, requireUser(ctx).id);
    return {
      plugin: await hasPlugin(ctx),
      salesforceAvailable: settings.salesforce !== null,
      provider: stored?.provider ?? null,
      accountName: stored?.account_name ?? null,
      connectedAt: stored ? new Date(stored.connected_at).toISOString() : null,
    };
  }

  function loginFailed(error: unknown, provider: string): never {
    if (error instanceof CrmCallError) {
      throw new AppError('CRM_LOGIN_FAILED', `${provider} did not accept the connection (${error.kind})`);
    }
    throw error;
  }

  function requireSalesforce() {
    if (!settings.salesforce)
      throw new AppError('CRM_NOT_CONFIGURED', 'Salesforce is not configured on this server');
    return settings.salesforce;
  }

  async function reportOf(ctx: RequestContext, pushId: number): Promise<CrmPushReport> {
    const db = ctx.tenantDb.db;
    const push = await findOwnPush(db, requireUser(ctx).id, pushId);
    if (!push) throw new AppError('NOT_FOUND', `Push ${pushId} not found`);
    const [counts, rows] = await Promise.all([countOutcomes(db, pushId), findPushRows(db, pushId)]);
    return {
      id: push.id,
      provider: push.provider,
      status: push.status,
      total: push.total,
      processed: push.processed,
      ...counts,
      createdAt: new Date(push.created_at).toISOString(),
      finishedAt: push.finished_at ? new Date(push.finished_at).toISOString() : null,
      rows: rows.map((row) => ({
        contactId: row.contact_id,
        name: row.name,
        surname: row.surname,
        company: row.company,
        outcome: row.outcome,
        reason: row.reason as CrmPushReport['rows'][number]['reason'],
        crmId: row.crm_id,
      })),
    };
  }

  return {
    getConnection: connectionOf,

    async connectHubspot(ctx, request) {
      const userId = await requirePlugin(ctx);
      const { accountName } = await verifyHubspotToken(settings.hubspot, request.token).catch((error) =>
        loginFailed(error, 'HubSpot'),
      );
      await saveConnection(core, {
        userId,
        provider: 'hubspot',
        accessTokenSealed: secretBox.seal(request.token),
        refreshTokenSealed: null,
        instanceUrl: null,
        accountName,
        at: ctx.now,
      });
      return connectionOf(ctx);
    },

    async startSalesforce(ctx) {
      const userId = await requirePlugin(ctx);
      // Sealed (authenticated encryption): the callback trusts only a state this server issued.
      const state = secretBox.seal(JSON.stringify({ userId, exp: ctx.now.getTime() + OAUTH_STATE_TTL_MS }));
      return { authorizationUrl: salesforceAuthorizationUrl(requireSalesforce(), state) };
    },

    async finishSalesforce(ctx, request) {
      const userId = await requirePlugin(ctx);
      const salesforce = requireSalesforce();
      let state: { userId?: unknown; exp?: unknown } = {};
      try {
        state = JSON.parse(secretBox.open(request.state));
      } catch {
        // A state this server did not seal is answered like an expired one.
      }
      if (state.userId !== userId || typeof state.exp !== 'number' || state.exp < ctx.now.getTime()) {
        throw new AppError(
          'VALIDATION_ERROR',
          'The Salesforce sign-in expired or was started by someone else',
          [{ path: 'state', message: 'invalid or expired' }],
        );
      }
      const tokens = await exchangeSalesforceCode(salesforce, request.code).catch((error) =>
        loginFailed(error, 'Salesforce'),
      );
      await saveConnection(core, {
        userId,
        provider: 'salesforce',
        accessTokenSealed: secretBox.seal(tokens.accessToken),
        refreshTokenSealed: secretBox.seal(tokens.refreshToken),
        instanceUrl: tokens.instanceUrl,
        accountName: tokens.accountName,
        at: ctx.now,
      });
      return connectionOf(ctx);
    },

    async disconnect(ctx) {
      await deleteConnection(core, requireUser(ctx).id);
      return connectionOf(ctx);
    },

    async createPush(ctx, request) {
      const userId = await requirePlugin(ctx);
      const connection = await findConnection(core, userId);
      if (!connection)
        throw new AppError('CRM_NOT_CONNECTED', 'Connect HubSpot or Salesforce on the profile page first');
      const { rows, missingIds } = await readContactSelection(
        ctx,
        options,
        selectionOf(request),
        CRM_PUSH_MAX_CONTACTS,
      );
      const seen = new Set<string>();
      const pushRows: NewPushRow[] = missingIds.map((contactId, position) => ({
        position,
        contact_id: contactId,
        name: null,
        surname: null,
        company: null,
        title: null,
        city: null,
        email: null,
        outcome: 'skipped',
        reason: 'NOT_FOUND',
      }));
      for (const row of rows) {
        const reason = crmSkipReason(row, seen);
        const email = reason ? null : (row.email?.trim().toLowerCase() ?? null);
        if (email) seen.add(email);
        pushRows.push({
          position: pushRows.length,
          contact_id: row.id,
          name: row.name,
          surname: row.surname,
          company: row.company,
          title: row.title,
          city: row.city,
          email,
          outcome: reason ? 'skipped' : null,
          reason,
        });
      }
      const sendable = seen.size;
      // The same allowance as a contact spreadsheet: what leaves the app counts, once, when queued.
      const grant = sendable > 0 ? await options.allowance.authorize(ctx, 'contacts', sendable) : null;
      // Queued before the allowance is spent: a push that cannot be queued spends nothing.
      let pushId: number | null = null;
      try {
        pushId = await insertPush(ctx.tenantDb.db, {
          userId,
          provider: connection.provider,
          rows: pushRows,
          at: ctx.now,
        });
        if (sendable > 0) await options.sendJob(CRM_PUSH_JOB, { tenant: ctx.tenant, pushId });
      } catch (error) {
        await grant?.release();
        if (pushId !== null) await finishPush(ctx.tenantDb.db, pushId, 'failed', ctx.now);
        throw error;
      }
      await grant?.complete(sendable);
      const report = await reportOf(ctx, pushId);
      const { rows: _rows, ...push } = report;
      return push;
    },

    getPushReport: reportOf,
  };
}
