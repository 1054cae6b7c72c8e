import {
  CELL_STYLES,
  escapeXmlAttribute,
  escapeXmlText,
  MAIN_NAMESPACE,
  PACKAGE_RELATIONSHIPS_NAMESPACE,
  RELATIONSHIPS_NAMESPACE,
  XML_DECLARATION,
} from './xlsx-parts.ts';
import type { ExportColumn } from './xlsx-stream.ts';

/** The XML of one worksheet, produced in pieces as its rows arrive. */
export interface SheetXml<Row> {
  /** Everything up to and including the header row. */
  start(): string;
  /** The next rows, numbered on from the previous call. */
  rows(rows: readonly Row[]): string;
  /** The rest of the sheet: the hyperlinks met in the rows (they must follow them), then the end. */
  end(): Generator<string>;
  /** The sheet's relationships part (one per hyperlink), or null when the sheet has no links. */
  relationships(): Generator<string> | null;
}

interface SheetLink {
  ref: string;
  url: string;
}

/** Excel's serial day of 1970-01-01 (its calendar starts on 1899-12-30). */
const UNIX_EPOCH_SERIAL = 25569;
const MS_PER_DAY = 86_400_000;
/** Hyperlinks rendered per piece: they are all written after the rows. */
const LINKS_PER_PIECE = 1000;
/**
 * Excel keeps at most 65,530 hyperlinks on a worksheet, and they are held here until the rows end.
 * Links past that are written as HYPERLINK formulas, which are clickable too, need no part of
 * their own and so nothing kept in memory: a million-row export stays flat.
 */
export const SHEET_HYPERLINK_LIMIT = 65_530;
/** The longest text Excel takes as a string in a formula (HYPERLINK's address and label). */
const FORMULA_TEXT_LIMIT = 255;

const FROZEN_HEADER =
  '<sheetViews><sheetView workbookViewId="0">' +
  '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
  '</sheetView></sheetViews>';

/** A, B, …, Z, AA, AB, … for a 0-based column index. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

function toUrl(value: string): string {
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

/** An inline string cell; `text` is already escaped and not empty. */
function textCell(ref: string, text: string, style = ''): string {
  // Excel trims leading and trailing whitespace unless the text says to keep it.
  const keepSpace = text.charCodeAt(0) <= 0x20 || text.charCodeAt(text.length - 1) <= 0x20;
  const space = keepSpace ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${text}</t></is></c>`;
}

/** `=HYPERLINK(url, label)` with its cached label, or null when either is too long for a formula. */
function hyperlinkFormulaCell(ref: string, url: string, label: string): string | null {
  if (url.length > FORMULA_TEXT_LIMIT || label.length > FORMULA_TEXT_LIMIT) return null;
  const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const formula = escapeXmlText(`HYPERLINK(${quoted(url)},${quoted(label)})`);
  return `<c r="${ref}" t="str"><f>${formula}</f><v>${escapeXmlText(label)}</v></c>`;
}

/** The links rendered a piece at a time; `id` numbers them from 1 in order, as both parts refer to them. */
function* inPieces(links: readonly SheetLink[], render: (link: SheetLink, id: number) => string) {
  for (let first = 0; first < links.length; first += LINKS_PER_PIECE) {
    yield links
      .slice(first, first + LINKS_PER_PIECE)
      .map((link, offset) => render(link, first + offset + 1))
      .join('');
  }
}

export function createSheetXml<Row>(
  columns: readonly ExportColumn<Row>[],
  headers: readonly string[],
  hyperlinkLimit = SHEET_HYPERLINK_LIMIT,
): SheetXml<Row> {
  const cells = columns.map((column, index) => ({
    name: columnName(index),
    isLink: column.kind === 'link',
    value: column.value,
  }));
  const links: SheetLink[] = [];
  let rowNumber = 1;

  return {
    start() {
      const widths = columns.map((column, index) => {
        const style = column.kind === 'date' ? ` style="${CELL_STYLES.date}"` : '';
        return `<col min="${index + 1}" max="${index + 1}" width="${column.width}"${style} customWidth="1"/>`;
      });
      const header = headers.map((text, index) =>
        textCell(`${columnName(index)}1`, escapeXmlText(text), ` s="${CELL_STYLES.header}"`),
      );
      return (
        `${XML_DECLARATION}<worksheet xmlns="${MAIN_NAMESPACE}" xmlns:r="${RELATIONSHIPS_NAMESPACE}">` +
        `${FROZEN_HEADER}<sheetFormatPr defaultRowHeight="15"/><cols>${widths.join('')}</cols>` +
        `<sheetData><row r="1">${header.join('')}</row>`
      );
    },

    rows(rows) {
      let xml = '';
      for (const row of rows) {
        rowNumber += 1;
        xml += `<row r="${rowNumber}">`;
        for (const cell of cells) {
          const value = cell.value(row);
          const ref = cell.name + rowNumber;
          if (typeof value === 'number') {
            if (Number.isFinite(value)) xml += `<c r="${ref}"><v>${value}</v></c>`;
          } else if (value instanceof Date) {
            const time = value.getTime();
            if (!Number.isNaN(time)) {
              xml += `<c r="${ref}" s="${CELL_STYLES.date}"><v>${UNIX_EPOCH_SERIAL + time / MS_PER_DAY}</v></c>`;
            }
          } else if (typeof value === 'string') {
            const text = escapeXmlText(value);
            if (text === '') continue;
            if (!cell.isLink) xml += textCell(ref, text);
            else if (links.length < hyperlinkLimit) {
              xml += textCell(ref, text);
              links.push({ ref, url: toUrl(value) });
            } else xml += hyperlinkFormulaCell(ref, toUrl(value), value) ?? textCell(ref, text);
          }
        }
        xml += '</row>';
      }
      return xml;
    },

    *end() {
      if (links.length === 0) {
        yield '</sheetData></worksheet>';
        return;
      }
      yield '</sheetData><hyperlinks>';
      yield* inPieces(links, (link, id) => `<hyperlink ref="${link.ref}" r:id="rId${id}"/>`);
      yield '</hyperlinks></worksheet>';
    },

    relationships() {
      if (links.length === 0) return null;
      return (function* () {
        yield `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS_NAMESPACE}">`;
        yield* inPieces(
          links,
          (link, id) =>
            `<Relationship Id="rId${id}" Type="${RELATIONSHIPS_NAMESPACE}/hyperlink" ` +
            `Target="${escapeXmlAttribute(link.url)}" TargetMode="External"/>`,
        );
        yield '</Relationships>';
      })();
    },
  };
}
