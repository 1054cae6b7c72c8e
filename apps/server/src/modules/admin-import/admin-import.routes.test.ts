import { tenantSchemaName } from '@adatlas/domain/tenants';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type SignedIn } from '../../../test/auth-helpers.ts';
import { createCompany } from '../../../test/factories.ts';
import { withInsertTrigger } from '../../../test/insert-trigger.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, await createUser(t, { group: 'ADMIN' }), 'spain');
});
afterAll(() => t.close());

const spain = () => t.db.databases.tenant('spain');
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const call = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/import/${url}`, headers: admin.headers, payload });
const count = async (table: 'companies' | 'contacts') =>
  Number(
    (
      await spain()
        .db.selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function waitForJob(id: number) {
  for (;;) {
    const job = (
      await t.app.inject({ method: 'GET', url: `/api/v1/admin/import/jobs/${id}`, headers: admin.headers })
    ).json().data;
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function companiesCsv(rows: number, bad: Record<number, string> = {}): string {
  const lines = ['Name;Type;City;Creation year;Website'];
  for (let i = 1; i <= rows; i++)
    lines.push(bad[i] ?? `"Empresa ${i}; S.L.";ADV;Madrid;${1950 + (i % 70)};https://e${i}.test`);
  return lines.join('\r\n');
}

describe('import', () => {
  it('previews the header and suggests a mapping', async () => {
    const response = await call('preview', {
      entity: 'companies',
      fileName: 'c.csv',
      contentBase64: base64(companiesCsv(3)),
    });
    expect(response.statusCode).toBe(200);
    const preview = response.json().data;
    expect(preview.header).toEqual(['Name', 'Type', 'City', 'Creation year', 'Website']);
    expect(preview.sample[0][0]).toBe('Empresa 1; S.L.');
    expect(preview.totalRows).toBe(3);
    expect(preview.suggestedMapping).toEqual({ name: 0, type: 1, city: 2, creation_year: 3, website: 4 });
    // A list field carries the values it accepts, for the report's wording.
    expect(preview.fields.find((field: { key: string }) => field.key === 'type').options).toEqual([
      'ADV',
      'AG',
      'CP',
      'ME',
    ]);
  });

  it('dry run reports exactly the 3 bad rows out of 1,000 with reasons, and writes nothing', async () => {
    const bad = {
      10: ';ADV;Madrid;1999;',
      500: 'Mala;XX;Madrid;1999;',
      999: 'Otra;AG;Madrid;antigua;ftp:/x',
    };
    const file = { entity: 'companies', fileName: 'c.csv', contentBase64: base64(companiesCsv(1000, bad)) };
    const mapping = { name: 0, type: 1, city: 2, creation_year: 3, website: 4 };
    const before = await count('companies');
    const report = (await call('dry-run', { ...file, mapping })).json().data;
    expect(report).toMatchObject({ totalRows: 1000, invalidRows: 3, validRows: 997, toCreate: 997 });
    type RowError = { line: number; field: string; code: string; value: string };
    expect(
      report.errors.map((error: RowError) => [error.line, error.field, error.code, error.value]),
    ).toEqual([
      [11, 'name', 'REQUIRED', ''],
      [501, 'type', 'OPTION', 'XX'],
      [1000, 'creation_year', 'NUMBER', 'antigua'],
      [1000, 'website', 'LINK', 'ftp:/x'],
    ]);
    expect(report.errors.every((error: { reason: string }) => error.reason.length > 0)).toBe(true);
    expect(await count('companies')).toBe(before);
    expect((await call('commit', { ...file, mapping })).json().clientType).toBe('VALIDATION_ERROR');
    expect(await count('companies')).toBe(before);
  });

  it('refuses a row whose id matches no record, naming the id', async () => {
    const company = await createCompany(spain(), { name: 'Existe', city: 'Bilbao' });
    const csv = ['id;name;type', `${company.id};Existe;ADV`, '987654321;Fantasma;ADV'].join('\n');
    const report = (
      await call('dry-run', {
        entity: 'companies',
        fileName: 'ids.csv',
        contentBase64: base64(csv),
        mapping: { id: 0, name: 1, type: 2 },
      })
    ).json().data;
    expect(report).toMatchObject({ invalidRows: 1, toUpdate: 1, toCreate: 0 });
    expect(report.errors).toEqual([
      {
        line: 3,
        field: 'id',
        code: 'NO_RECORD',
        value: '987654321',
        reason: 'no companies record with id 987654321',
      },
    ]);
  });

  it('refuses a mapping without the required fields', async () => {
    const response = await call('dry-run', {
      entity: 'companies',
      fileName: 'c.csv',
      contentBase64: base64(companiesCsv(2)),
      mapping: { name: 0 },
    });
    expect(response.json().clientType).toBe('VALIDATION_ERROR');
  });

  it('names in the dry run a row whose company does not exist, and refuses to commit it', async () => {
    const company = await createCompany(spain(), { name: 'Real', city: 'Sevilla' });
    const lines = ['name,surname,email,company_id'];
    for (let i = 1; i <= 800; i++) lines.push(`Ana,Ruiz${i},ana${i}@example.test,${company.id}`);
    lines[700] = 'Ana,Broken,broken@example.test,987654321';
    const run = {
      entity: 'contacts',
      fileName: 'k.csv',
      contentBase64: base64(lines.join('\n')),
      mapping: { name: 0, surname: 1, email: 2, company_id: 3 },
    };
    const dryRun = (await call('dry-run', run)).json().data;
    expect(dryRun).toMatchObject({ totalRows: 800, validRows: 799, invalidRows: 1 });
    expect(dryRun.errors).toEqual([
      expect.objectContaining({ line: 701, field: 'company_id', code: 'NO_RECORD', value: '987654321' }),
    ]);
    const before = await count('contacts');
    const refused = await call('commit', run);
    expect(refused.json().clientType).toBe('VALIDATION_ERROR');
    expect(await count('contacts')).toBe(before);
  });

  it('commits all or nothing: a row the database refuses at insert undoes the whole job', async () => {
    const company = await createCompany(spain(), { name: 'Real', city: 'Cádiz' });
    const lines = ['name,surname,email,company_id'];
    for (let i = 1; i <= 800; i++) lines.push(`Ana,Ruiz${i},ana${i}@example.test,${company.id}`);
    // Valid in the dry run; a trigger of this test refuses it when the job inserts it (batch two).
    lines[700] = `Ana,Refused,refused@example.test,${company.id}`;
    const run = {
      entity: 'contacts',
      fileName: 'k.csv',
      contentBase64: base64(lines.join('\n')),
      mapping: { name: 0, surname: 1, email: 2, company_id: 3 },
    };
    expect((await call('dry-run', run)).json().data.invalidRows).toBe(0);
    await withInsertTrigger(
      spain().db,
      { schema: tenantSchemaName('spain'), table: 'contacts' },
      `IF NEW.surname = 'Refused' THEN RAISE EXCEPTION 'refused by the test'; END IF;`,
      async () => {
        const before = await count('contacts');
        const started = await call('commit', run);
        expect(started.statusCode).toBe(202);
        const job = await waitForJob(started.json().data.id);
        expect(job.status).toBe('failed');
        expect(job.errors).toEqual([
          { line: 0, field: '', code: 'UNEXPECTED', value: '', reason: 'refused by the test' },
        ]);
        expect(await count('contacts')).toBe(before);
      },
    );
  });

  it('imports 10,000 companies, updating those matched by name and city, and audits the import', async () => {
    await createCompany(spain(), { name: 'Empresa 7; S.L.', city: 'Madrid' });
    const run = {
      entity: 'companies',
      fileName: 'big.csv',
      contentBase64: base64(companiesCsv(10_000)),
      mapping: { name: 0, type: 1, city: 2, creation_year: 3, website: 4 },
    };
    const before = await count('companies');
    const startedAt = performance.now();
    const started = await call('commit', run);
    expect(started.statusCode).toBe(202);
    const job = await waitForJob(started.json().data.id);
    console.info(`import of 10,000 company rows: ${Math.round(performance.now() - startedAt)} ms`);
    expect(job).toMatchObject({
      status: 'done',
      total: 10_000,
      processed: 10_000,
      created: 9_999,
      updated: 1,
    });
    expect(await count('companies')).toBe(before + 9_999);
    const matched = await spain()
      .db.selectFrom('companies')
      .select(['creation_year', 'website'])
      .where('name', '=', 'Empresa 7; S.L.')
      .execute();
    expect(matched).toEqual([{ creation_year: 1957, website: 'https://e7.test' }]);
    const audit = await t.db.databases.core
      .selectFrom('audit_log')
      .select(['after', 'tenant'])
      .where('action', '=', 'import')
      .execute();
    expect(audit).toEqual([
      { tenant: 'spain', after: { jobId: job.id, fileName: 'big.csv', created: 9_999, updated: 1 } },
    ]);
  });

  it('reads XLSX files', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('brands');
    sheet.addRow(['name', 'website']);
    sheet.addRow(['Marca Uno', 'https://uno.test']);
    sheet.addRow(['Marca Dos', 'https://dos.test']);
    const contentBase64 = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const file = { entity: 'brands', fileName: 'b.xlsx', contentBase64 };
    const run = { ...file, mapping: { name: 0, website: 1 } };
    expect((await call('preview', file)).json().data.sample).toEqual([
      ['Marca Uno', 'https://uno.test'],
      ['Marca Dos', 'https://dos.test'],
    ]);
    const job = await waitForJob((await call('commit', run)).json().data.id);
    expect(job).toMatchObject({ status: 'done', created: 2 });
    expect((await call('preview', { ...file, contentBase64: base64('not a zip') })).json().clientType).toBe(
      'VALIDATION_ERROR',
    );
  });
});
