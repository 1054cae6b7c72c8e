import { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS, type ImportFile, parseCsv } from '@adatlas/domain/admin';
import ExcelJS from 'exceljs';
import { AppError } from '../../platform/errors/app-error.ts';

const invalidFile = (message: string) =>
  new AppError('VALIDATION_ERROR', message, [{ path: 'body.contentBase64', message }]);

/** A spreadsheet cell as the text a CSV would hold. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('hyperlink' in value) return String(value.hyperlink);
    return '';
  }
  return String(value);
}

async function readXlsx(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw invalidFile('The file is not a readable .xlsx workbook');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column++)
      cells.push(cellText(row.getCell(column).value).trim());
    rows.push(cells);
  });
  return rows;
}

/** The file's rows, header first; refuses files too big, empty or unreadable. */
export async function readImportFile(file: ImportFile): Promise<string[][]> {
  const buffer = Buffer.from(file.contentBase64, 'base64');
  if (buffer.length > IMPORT_MAX_FILE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'The file is too large');
  let rows: string[][];
  if (file.fileName.toLowerCase().endsWith('.xlsx')) {
    rows = await readXlsx(buffer);
  } else {
    try {
      rows = parseCsv(buffer.toString('utf8'));
    } catch (error) {
      throw invalidFile(`The CSV file cannot be read: ${(error as Error).message}`);
    }
  }
  if (rows.length < 2) throw invalidFile('The file needs a header line and at least one row');
  if (rows.length - 1 > IMPORT_MAX_ROWS) throw invalidFile(`At most ${IMPORT_MAX_ROWS} rows per file`);
  return rows;
}
