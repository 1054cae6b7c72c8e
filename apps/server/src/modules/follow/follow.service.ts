import {
  compactFollowedEvents,
  type FollowedCompanyData,
  type PutSettingRequest,
  SETTING_DATA_SCHEMAS,
  SETTING_KEYS,
  type Setting,
  type SettingQuery,
} from '@adatlas/domain/alerts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type RequestContext, requireUser } from '../../platform/http/request-context.ts';
import {
  companyExists,
  deleteOwnSetting,
  findOwnSettings,
  getOwnSetting,
  type SettingRow,
  updateOwnSettingData,
  upsertSetting,
} from './follow.repository.ts';

export interface FollowService {
  findSettings(ctx: RequestContext, query: SettingQuery): Promise<Setting[]>;
  putSetting(ctx: RequestContext, request: PutSettingRequest): Promise<Setting>;
  patchSetting(ctx: RequestContext, id: number, data: Record<string, unknown>): Promise<Setting>;
  deleteSetting(ctx: RequestContext, id: number): Promise<void>;
}

function toSetting(row: SettingRow): Setting {
  return { id: row.id, key: row.key, entityType: row.entity_type, entityId: row.entity_id, data: row.data };
}

/** Validates `data` for the key and stores follow events as a map of the chosen ones to true. */
function storedData(key: string, data: unknown): Record<string, unknown> {
  const schema = SETTING_DATA_SCHEMAS[key as keyof typeof SETTING_DATA_SCHEMAS];
  if (!schema) throw new AppError('VALIDATION_ERROR', `Unknown setting key ${key}`);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new AppError(
      'VALIDATION_ERROR',
      `data is not valid for ${key}`,
      parsed.error.issues.map((issue) => ({
        path: ['body', 'data', ...issue.path].join('.'),
        message: issue.message,
      })),
    );
  }
  if (key !== SETTING_KEYS.followedCompany) return parsed.data;
  return { events: compactFollowedEvents((parsed.data as FollowedCompanyData).events) };
}

export function createFollowService(): FollowService {
  return {
    async findSettings(ctx, query) {
      return (await findOwnSettings(ctx.tenantDb.db, requireUser(ctx).id, query)).map(toSetting);
    },

    async putSetting(ctx, request) {
      const db = ctx.tenantDb.db;
      const entityId = request.entityId ?? null;
      if (request.key === SETTING_KEYS.followedCompany && !(await companyExists(db, request.entityId))) {
        throw new AppError('NOT_FOUND', `Company ${request.entityId} not found`);
      }
      const row = await upsertSetting(db, {
        user_id: requireUser(ctx).id,
        key: request.key,
        entity_type: request.entityType ?? null,
        entity_id: entityId,
        data: storedData(request.key, request.data),
        now: ctx.now,
      });
      return toSetting(row);
    },

    async patchSetting(ctx, id, data) {
      const db = ctx.tenantDb.db;
      const userId = requireUser(ctx).id;
      const current = await getOwnSetting(db, userId, id);
      if (!current) throw new AppError('NOT_FOUND', `Setting ${id} not found`);
      const row = await updateOwnSettingData(db, userId, id, storedData(current.key, data), ctx.now);
      if (!row) throw new AppError('NOT_FOUND', `Setting ${id} not found`);
      return toSetting(row);
    },

    async deleteSetting(ctx, id) {
      if (!(await deleteOwnSetting(ctx.tenantDb.db, requireUser(ctx).id, id))) {
        throw new AppError('NOT_FOUND', `Setting ${id} not found`);
      }
    },
  };
}
