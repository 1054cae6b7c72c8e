/**
 * The fixed parts of a one-sheet SpreadsheetML package, and the escaping every written text goes
 * through. The sheet itself is rendered row by row in `xlsx-sheet.ts`.
 */

export const SHEET_PATH = 'xl/worksheets/sheet1.xml';
export const SHEET_RELS_PATH = 'xl/worksheets/_rels/sheet1.xml.rels';

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
export const MAIN_NAMESPACE = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
export const RELATIONSHIPS_NAMESPACE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
export const PACKAGE_RELATIONSHIPS_NAMESPACE = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Indexes into the `cellXfs` of STYLES: what a cell's `s` attribute refers to. */
export const CELL_STYLES = { header: 1, date: 2 } as const;

const DATE_FORMAT_ID = 164;

const STYLES =
  `${XML_DECLARATION}<styleSheet xmlns="${MAIN_NAMESPACE}">` +
  `<numFmts count="1"><numFmt numFmtId="${DATE_FORMAT_ID}" formatCode="dd/mm/yyyy"/></numFmts>` +
  '<fonts count="2">' +
  '<font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '</fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  `<xf numFmtId="${DATE_FORMAT_ID}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

const CONTENT_TYPES =
  `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  `<Override PartName="/${SHEET_PATH}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const ROOT_RELS =
  `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS_NAMESPACE}">` +
  `<Relationship Id="rId1" Type="${RELATIONSHIPS_NAMESPACE}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

const WORKBOOK_RELS =
  `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS_NAMESPACE}">` +
  `<Relationship Id="rId1" Type="${RELATIONSHIPS_NAMESPACE}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${RELATIONSHIPS_NAMESPACE}/styles" Target="styles.xml"/>` +
  '</Relationships>';

/** Every part but the sheet and its relationships, as [path in the zip, content]. */
export function fixedParts(sheetName: string): [path: string, xml: string][] {
  const workbook =
    `${XML_DECLARATION}<workbook xmlns="${MAIN_NAMESPACE}" xmlns:r="${RELATIONSHIPS_NAMESPACE}">` +
    '<bookViews><workbookView/></bookViews>' +
    `<sheets><sheet name="${escapeXmlAttribute(sheetName)}" sheetId="1" r:id="rId1"/></sheets>` +
    '</workbook>';
  return [
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', ROOT_RELS],
    ['xl/workbook.xml', workbook],
    ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS],
    ['xl/styles.xml', STYLES],
  ];
}

/**
 * Characters XML 1.0 does not allow (C0 controls but tab and line breaks, lone surrogates,
 * U+FFFE/FFFF) would make Excel refuse the whole file, so they are dropped; DEL too, as exceljs did.
 */
const NOT_IN_XML = /[^\t\n\r\u0020-\u007E\u0080-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const MARKUP_IN_TEXT = /[&<>]/g;
/** Most texts need no escaping: one scan finds that out before any replacing. */
const NEEDS_TEXT_ESCAPE = /[&<>]|[^\t\n\r\u0020-\u007E\u0080-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const MARKUP_IN_ATTRIBUTE = /[&<>"]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const toEntity = (character: string) => ENTITIES[character] ?? '';

export function escapeXmlText(text: string): string {
  if (!NEEDS_TEXT_ESCAPE.test(text)) return text;
  return text.replace(NOT_IN_XML, '').replace(MARKUP_IN_TEXT, toEntity);
}

export function escapeXmlAttribute(text: string): string {
  return text.replace(NOT_IN_XML, '').replace(MARKUP_IN_ATTRIBUTE, toEntity);
}
