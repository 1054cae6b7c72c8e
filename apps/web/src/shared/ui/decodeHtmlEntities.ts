/** Latin-1 names in code-point order from U+00A0: the accented letters of it, fr, es and pt texts. */
const LATIN1_NAMES =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 ' +
  'sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc ' +
  'Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve ' +
  'Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute ' +
  'acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ' +
  'ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml';

const NAMED: Record<string, number> = {
  ...Object.fromEntries(LATIN1_NAMES.split(' ').map((name, index) => [name, 0xa0 + index])),
  amp: 0x26,
  lt: 0x3c,
  gt: 0x3e,
  quot: 0x22,
  apos: 0x27,
  OElig: 0x152,
  oelig: 0x153,
  ndash: 0x2013,
  mdash: 0x2014,
  lsquo: 0x2018,
  rsquo: 0x2019,
  sbquo: 0x201a,
  ldquo: 0x201c,
  rdquo: 0x201d,
  bdquo: 0x201e,
  bull: 0x2022,
  hellip: 0x2026,
  euro: 0x20ac,
  trade: 0x2122,
};

const ENTITY = /&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([a-zA-Z][a-zA-Z0-9]{1,31}));?/g;

function fromCodePoint(code: number): string {
  // NUL, surrogates and points past Unicode read as the replacement character, as in browsers.
  if (code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) return '\ufffd';
  return String.fromCodePoint(code);
}

/** Character references of text and attribute values; an unknown name stays as it is written. */
export function decodeHtmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (match, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10));
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
    const code = name === undefined ? undefined : NAMED[name];
    return code === undefined ? match : String.fromCodePoint(code);
  });
}
