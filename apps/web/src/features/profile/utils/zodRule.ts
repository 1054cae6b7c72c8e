import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import type { TFunction } from '../../../i18n/translator.ts';

/** An antd rule from a domain zod schema; the schema's message is a dictionary key. */
export function zodRule(schema: z.ZodType, t: TFunction): Rule {
  return {
    validator: async (_rule, value) => {
      const result = schema.safeParse(value ?? undefined);
      if (!result.success) throw new Error(t(result.error.issues[0]?.message ?? 'VALIDATION.REQUIRED_FIELD'));
    },
  };
}
