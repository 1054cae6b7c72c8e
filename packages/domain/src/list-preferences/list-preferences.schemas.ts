import { z } from 'zod';
import { COMPANY_LIST_COLUMNS, CONTACT_LIST_COLUMNS } from './list-preferences.constants.ts';

const columnsOf = <T extends readonly [string, ...string[]]>(columns: T) =>
  z
    .array(z.enum(columns))
    .max(columns.length)
    .refine((chosen) => new Set(chosen).size === chosen.length, { message: 'A column is listed twice' });

/** The fields each list's rows show, in the order of the list's columns. */
export const ListColumnsSchema = z.object({
  companies: columnsOf(COMPANY_LIST_COLUMNS),
  contacts: columnsOf(CONTACT_LIST_COLUMNS),
});
export type ListColumns = z.infer<typeof ListColumnsSchema>;

/** PUT body: the chosen fields of one list. */
export const PutListColumnsRequestSchema = z.discriminatedUnion('list', [
  z.object({ list: z.literal('companies'), columns: columnsOf(COMPANY_LIST_COLUMNS) }).strict(),
  z.object({ list: z.literal('contacts'), columns: columnsOf(CONTACT_LIST_COLUMNS) }).strict(),
]);
export type PutListColumnsRequest = z.infer<typeof PutListColumnsRequestSchema>;

export const ListColumnsResponseSchema = z.object({ data: ListColumnsSchema });
