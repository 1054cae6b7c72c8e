import { CRM_BATCH_SIZE } from '@adatlas/domain/crm';
import type { TenantId } from '@adatlas/domain/tenants';
import type { SecretBox } from '../../platform/auth/secret-box.ts';
import type { Databases } from '../../platform/database/databases.ts';
import {
  findConnection,
  findPendingRows,
  findPush,
  finishPush,
  recordResults,
  updateAccessToken,
} from './crm.repository.ts';
import { CrmCallError, type CrmPusher, type CrmRowResult } from './crm-client.ts';
import type { CrmSettings } from './crm-settings.ts';
import { createHubspotPusher } from './hubspot.client.ts';
import { createSalesforcePusher } from './salesforce.client.ts';

export interface CrmPushRunner {
  /** Sends the rows of a push still pending, batch by batch, recording each row's answer. */
  run(tenant: TenantId, pushId: number): Promise<void>;
}

export interface CrmPushRunnerOptions {
  databases: Databases;
  secretBox: SecretBox;
  settings: CrmSettings;
  log: { warn(payload: object, message: string): void };
}

export function createCrmPushRunner(options: CrmPushRunnerOptions): CrmPushRunner {
  const { databases, secretBox, settings } = options;
  const core = databases.core;

  async function pusherFor(userId: number, provider: 'hubspot' | 'salesforce'): Promise<CrmPusher | null> {
    const connection = await findConnection(core, userId);
    // Disconnected (or switched CRM) since the push was queued: nothing may be sent.
    if (!connection || connection.provider !== provider) return null;
    const accessToken = secretBox.open(connection.access_token_sealed);
    if (provider === 'hubspot') return createHubspotPusher(settings.hubspot, accessToken);
    if (!settings.salesforce || !connection.refresh_token_sealed || !connection.instance_url) return null;
    return createSalesforcePusher(
      settings.salesforce,
      {
        accessToken,
        refreshToken: secretBox.open(connection.refresh_token_sealed),
        instanceUrl: connection.instance_url,
      },
      (renewed) => updateAccessToken(core, userId, secretBox.seal(renewed), new Date()),
    );
  }

  return {
    async run(tenant, pushId) {
      const db = databases.tenant(tenant).db;
      const push = await findPush(db, pushId);
      if (!push || push.status === 'done' || push.status === 'failed') return;
      const pusher = await pusherFor(push.user_id, push.provider);
      let stopped = pusher === null;
      while (true) {
        const pending = await findPendingRows(db, pushId, CRM_BATCH_SIZE);
        if (pending.length === 0) break;
        const failAll = (reason: 'CRM_UNAVAILABLE' | 'CRM_REJECTED'): CrmRowResult[] =>
          pending.map((row) => ({ position: row.position, outcome: 'failed', crmId: null, reason }));
        let results: CrmRowResult[];
        if (stopped || !pusher) {
          results = failAll('CRM_UNAVAILABLE');
        } else {
          try {
            results = await pusher.upsertContacts(
              pending.map((row) => ({
                position: row.position,
                email: row.email ?? '',
                firstName: row.name,
                lastName: row.surname,
                company: row.company,
                title: row.title,
                city: row.city,
              })),
            );
          } catch (error) {
            if (!(error instanceof CrmCallError)) throw error;
            options.log.warn({ err: error, tenant, pushId }, 'CRM push batch failed');
            // Refused credentials fail every remaining row at once; an outage only this batch.
            if (error.kind === 'auth') stopped = true;
            results = failAll(error.kind === 'rejected' ? 'CRM_REJECTED' : 'CRM_UNAVAILABLE');
          }
        }
        await recordResults(db, pushId, results);
      }
      await finishPush(db, pushId, stopped ? 'failed' : 'done', new Date());
    },
  };
}
