import { describe, expect, it } from 'vitest';
import { importFailure } from './import-failure.ts';
import type { ImportPlan } from './import-plan.ts';

const plan: ImportPlan = {
  rows: [
    { line: 2, values: { name: 'Ana', company_id: 7 } },
    { line: 3, values: { name: 'Eva', company_id: 42, email: 'eva@example.test' } },
  ],
  errors: [],
  invalidLines: 0,
};

/** The shape of the errors `pg` rejects with. */
const pgError = (code: string, message: string, detail?: string) =>
  Object.assign(new Error(message), { code, detail });

describe('importFailure', () => {
  it('blames the first row holding the missing reference', () => {
    const error = pgError(
      '23503',
      'insert or update on table "contacts" violates foreign key constraint "contacts_company_id_fkey"',
      'Key (company_id)=(42) is not present in table "companies".',
    );
    expect(importFailure(error, plan)).toEqual({
      line: 3,
      field: 'company_id',
      code: 'NO_RECORD',
      value: '42',
      reason: `${error.message}: ${error.detail}`,
    });
  });

  it('blames line 0 when no planned row holds the value (a trigger or a later change set it)', () => {
    const error = pgError(
      '23503',
      'insert or update on table "contacts" violates foreign key constraint "contacts_company_id_fkey"',
      'Key (company_id)=(99) is not present in table "companies".',
    );
    expect(importFailure(error, plan)).toMatchObject({
      line: 0,
      field: 'company_id',
      code: 'NO_RECORD',
      value: '99',
    });
  });

  it('keeps anything else as unexpected, with its message for the logs', () => {
    expect(importFailure(new Error('Connection terminated'), plan)).toEqual({
      line: 0,
      field: '',
      code: 'UNEXPECTED',
      value: '',
      reason: 'Connection terminated',
    });
  });
});
