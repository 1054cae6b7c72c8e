import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

export type UrlValue = string | number | boolean | readonly (string | number)[] | undefined | null;

/** Query parameters as zod sees them: a repeated key becomes an array, a single one a string. */
export function readSearchParams(params: URLSearchParams): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    values[key] = all.length > 1 ? all : (all[0] as string);
  }
  return values;
}

/** Writes filters as query parameters, leaving out empty values and those equal to the defaults. */
export function writeSearchParams(values: Record<string, UrlValue>, defaults: Record<string, UrlValue>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else if (value !== defaults[key]) {
      params.set(key, String(value));
    }
  }
  return params;
}

/**
 * Filter state kept in the URL: parsed by `schema` (whose fields fall back with `.catch`, so a bad
 * link never crashes the page) and updated by patches. Every change except a page change returns
 * to `firstPage`, as the spec asks of search lists.
 */
export function useUrlFilters<Schema extends z.ZodType<Record<string, UrlValue>>>(
  schema: Schema,
  options: { pageKey: string; firstPage: number },
) {
  const [params, setParams] = useSearchParams();
  const defaults = useMemo(() => schema.parse({}), [schema]);
  const filters = useMemo(() => schema.parse(readSearchParams(params)), [schema, params]) as z.infer<Schema>;

  const update = useCallback(
    (patch: Partial<z.infer<Schema>>) => {
      const keepsPage = Object.keys(patch).every((key) => key === options.pageKey);
      const next = { ...filters, ...(keepsPage ? {} : { [options.pageKey]: options.firstPage }), ...patch };
      setParams(writeSearchParams(next, defaults), { replace: false });
    },
    [filters, defaults, options.pageKey, options.firstPage, setParams],
  );
  return [filters, update] as const;
}
