import { Transform } from 'node:stream';
import { EXPORT_HEADERS, type ExportHeaderKey, type ExportLanguage } from '@adatlas/domain/exports';
import ExcelJS from 'exceljs';

export type CellKind = 'text' | 'number' | 'date' | 'link';

export interface ExportColumn<Row> {
  header: ExportHeaderKey;
  width: number;
  kind?: CellKind;
  value(row: Row): string | number | Date | null;
}

export interface XlsxStream<Row> {
  /** The file as it is produced; hand it to the HTTP reply. */
  output: Transform;
  /** Writes and commits rows, then waits while the reader is behind (memory stays flat). */
  writeRows(rows: readonly Row[]): Promise<void>;
  finish(): Promise<void>;
}

/** Bytes buffered ahead of the HTTP reader before writing pauses. */
const HIGH_WATER_BYTES = 1 << 20;

/** Resolves when the reader has drained the buffer, or went away (the caller checks `destroyed`). */
function readerCaughtUp(output: Transform): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      output.off('drain', done);
      output.off('close', done);
      resolve();
    };
    output.once('drain', done);
    output.once('close', done);
  });
}

function toLink(value: string): { text: string; hyperlink: string } {
  const hyperlink = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  return { text: value, hyperlink };
}

function toCell(kind: CellKind, value: string | number | Date | null) {
  if (value === null || value === '') return null;
  if (kind === 'link' && typeof value === 'string') return toLink(value);
  return value;
}

/**
 * One-sheet XLSX written as rows arrive: streaming WorkbookWriter, every row committed, shared
 * strings off (they would keep every distinct string in memory), header frozen and translated.
 */
export function createXlsxStream<Row>(options: {
  sheetName: string;
  language: ExportLanguage;
  columns: readonly ExportColumn<Row>[];
  /**
   * Runs when the whole file has been produced, before its last bytes are released: a file the
   * client receives complete has therefore been counted, and a failure here truncates it.
   */
  beforeEnd(): Promise<void>;
}): XlsxStream<Row> {
  const output = new Transform({
    highWaterMark: HIGH_WATER_BYTES,
    transform: (chunk, _encoding, callback) => callback(null, chunk),
    flush: (callback) => {
      options.beforeEnd().then(() => callback(), callback);
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet(options.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = options.columns.map((column, index) => ({
    key: String(index),
    width: column.width,
    style: column.kind === 'date' ? { numFmt: 'dd/mm/yyyy' } : {},
  }));
  const header = sheet.addRow(
    options.columns.map((column) => EXPORT_HEADERS[column.header][options.language]),
  );
  header.font = { bold: true };
  header.commit();

  return {
    output,
    async writeRows(rows) {
      for (const row of rows) {
        sheet
          .addRow(options.columns.map((column) => toCell(column.kind ?? 'text', column.value(row))))
          .commit();
      }
      // The zip and deflate stages run asynchronously; let them catch up before the next batch.
      await new Promise((resolve) => setImmediate(resolve));
      while (output.writableNeedDrain && !output.destroyed) await readerCaughtUp(output);
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
