import { z } from 'zod';

/** The audit log's filters, as the API reads them (AuditQuerySchema); kept in the page's URL. */
export interface AuditFilters {
  entity?: string;
  entityId?: string;
  page: number;
}

const text = z.string().trim().min(1).max(60).optional().catch(undefined);
/** A bad parameter (a hand-edited or old link) falls back to no filter or the first page. */
const AuditFiltersUrlSchema = z.object({
  entity: text,
  entityId: text,
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  const parsed = AuditFiltersUrlSchema.parse({
    entity: params.get('entity') ?? undefined,
    entityId: params.get('entityId') ?? undefined,
    page: params.get('page') ?? 1,
  });
  return {
    ...(parsed.entity ? { entity: parsed.entity } : {}),
    ...(parsed.entityId ? { entityId: parsed.entityId } : {}),
    page: parsed.page,
  };
}

/** The URL parameters of `filters`, leaving out the defaults so a plain link stays plain. */
export function auditFiltersParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.entity) params.set('entity', filters.entity);
  if (filters.entityId) params.set('entityId', filters.entityId);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
