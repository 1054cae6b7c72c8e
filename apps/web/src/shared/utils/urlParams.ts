import { z } from 'zod';

/** A repeated query parameter (`?x=1&x=2`); one bad item drops the list rather than the page. */
export function urlList<T extends z.ZodType>(item: T) {
  return z
    .preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(item))
    .catch([]);
}

export const urlText = z.string().trim().max(200).optional().catch(undefined);

export const urlId = z.coerce.number().int().positive();

export function urlEnum<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z.enum(values).catch(fallback).default(fallback);
}

export function urlInt(fallback: number, min = 0) {
  return z.coerce.number().int().min(min).catch(fallback).default(fallback);
}

/** One of a fixed set of numbers (page sizes); anything else reads as the fallback. */
export function urlChoice<V extends number>(values: readonly V[], fallback: V) {
  return z.coerce
    .number()
    .catch(Number.NaN)
    .transform((value) => ((values as readonly number[]).includes(value) ? (value as V) : fallback));
}

/** An ISO calendar date (YYYY-MM-DD) or nothing. */
export const urlIsoDate = z.iso.date().optional().catch(undefined);
