import { PassThrough, Readable, Transform } from 'node:stream';
import { finished } from 'node:stream/promises';
import { EXPORT_HEADERS, type ExportHeaderKey } from '@adatlas/domain/exports';
import type { Language } from '@adatlas/domain/languages';
import ZipStream from 'zip-stream';
import { fixedParts, SHEET_PATH, SHEET_RELS_PATH } from './xlsx-parts.ts';
import { createSheetXml } from './xlsx-sheet.ts';

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
  /** Writes rows, then waits while the reader is behind (memory stays flat). */
  writeRows(rows: readonly Row[]): Promise<void>;
  finish(): Promise<void>;
}

/** Bytes buffered ahead of the HTTP reader, and of sheet XML ahead of the zip, before writing pauses. */
const HIGH_WATER_BYTES = 1 << 20;
/**
 * Rows rendered into one piece of XML (some 30–60 KB): a string past 128 KB goes to V8's
 * large-object space, which only a full collection frees, so a batch rendered whole let a
 * million-row export grow the heap by 200–300 MB of garbage between collections.
 */
const ROWS_PER_PIECE = 64;
/** Speed over size: the sheet is repetitive XML, which even the fastest level shrinks well. */
const DEFLATE_LEVEL = 1;

/** Resolves when the zip has taken in the buffered sheet XML, or the reader went away (check `destroyed`). */
function zipCaughtUp(sheet: PassThrough, output: Transform): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      sheet.off('drain', done);
      output.off('close', done);
      resolve();
    };
    sheet.once('drain', done);
    output.once('close', done);
  });
}

function addEntry(zip: ZipStream, source: string | Readable, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.entry(source, { name }, (error) => (error ? reject(error) : resolve()));
  });
}

/**
 * One-sheet XLSX written as rows arrive: the SpreadsheetML is rendered here as text (inline
 * strings, so nothing grows with the row count but the hyperlinks, which must follow the rows and
 * stop at Excel's limit, `SHEET_HYPERLINK_LIMIT`, after which links are formulas) and zipped as a
 * stream. Header frozen, bold and translated; dates dd/mm/yyyy; links clickable.
 */
export function createXlsxStream<Row>(options: {
  sheetName: string;
  language: Language;
  columns: readonly ExportColumn<Row>[];
  /**
   * Runs when the whole file has been produced, before its last bytes are released: a file the
   * client receives complete has therefore been counted, and a failure here truncates it.
   */
  beforeEnd(): Promise<void>;
  /** Links kept as hyperlinks before the rest become formulas; Excel's limit unless a test sets it. */
  hyperlinkLimit?: number;
}): XlsxStream<Row> {
  let ending: Promise<void> | undefined;
  const output = new Transform({
    highWaterMark: HIGH_WATER_BYTES,
    transform: (chunk, _encoding, callback) => callback(null, chunk),
    flush: (callback) => {
      ending = options.beforeEnd();
      ending.then(() => callback(), callback);
    },
  });
  const zip = new ZipStream({ zlib: { level: DEFLATE_LEVEL } });
  zip.on('error', (error: Error) => output.destroy(error));
  zip.pipe(output);

  const sheet = createSheetXml(
    options.columns,
    options.columns.map((column) => EXPORT_HEADERS[column.header][options.language]),
    options.hyperlinkLimit,
  );
  const sheetXml = new PassThrough({ highWaterMark: HIGH_WATER_BYTES });
  sheetXml.write(sheet.start());
  const zipped = (async () => {
    for (const [path, xml] of fixedParts(options.sheetName)) await addEntry(zip, xml, path);
    await addEntry(zip, sheetXml, SHEET_PATH);
    const relationships = sheet.relationships();
    if (relationships) {
      await addEntry(zip, Readable.from(relationships, { objectMode: false }), SHEET_RELS_PATH);
    }
    zip.finalize();
  })();
  zipped.catch((error: Error) => output.destroy(error));

  async function write(xml: string) {
    sheetXml.write(xml);
    while (sheetXml.writableNeedDrain && !output.destroyed) await zipCaughtUp(sheetXml, output);
  }

  return {
    output,
    async writeRows(rows) {
      for (let first = 0; first < rows.length; first += ROWS_PER_PIECE) {
        await write(sheet.rows(rows.slice(first, first + ROWS_PER_PIECE)));
      }
    },
    async finish() {
      for (const xml of sheet.end()) await write(xml);
      sheetXml.end();
      try {
        await finished(output, { readable: false });
      } catch (error) {
        if (!ending) throw error;
      }
      // Once beforeEnd has started, its outcome is the export's, even if the reader left meanwhile
      // (`finished` then does not wait for it); a reader leaving before that fails the export.
      if (!ending) throw new Error('the reader went away before the file was complete');
      await ending;
    },
  };
}
