import { LICENCE_PLUGINS } from '@adatlas/domain/auth';
import ExcelJS from 'exceljs';
import type { TestApp } from './test-app.ts';

/** Gives `userId` an export allowance in italy: companies per period, contacts as a running count. */
export async function grantExportPlugin(
  t: TestApp,
  userId: number,
  plugin: { kind: 'companies'; limit: number } | { kind: 'contacts'; limit: number; exported?: number },
): Promise<void> {
  await t.db.databases.core
    .insertInto('licence_plugins')
    .values(
      plugin.kind === 'companies'
        ? {
            user_id: userId,
            tenant_id: 'italy',
            name: LICENCE_PLUGINS.exportCompanies,
            period: 1,
            period_start: new Date(Date.now() - 86_400_000),
            company_limit: plugin.limit,
          }
        : {
            user_id: userId,
            tenant_id: 'italy',
            name: LICENCE_PLUGINS.exportContacts,
            contact_limit: plugin.limit,
            exported_count: plugin.exported ?? 0,
          },
    )
    .execute();
}

/** The first sheet of an XLSX file as rows of cell values (row 1 is the header). */
export async function readSheet(file: Buffer | ArrayBuffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  return sheet;
}
