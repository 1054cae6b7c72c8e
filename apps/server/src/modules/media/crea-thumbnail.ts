const WIDTH = 320;
const HEIGHT = 180;
const LINE_CHARS = 24;
const MAX_LINES = 3;

/** FNV-1a: a stable 32-bit hash, so one work always gets the same colours. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) as number;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

function wrap(title: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= LINE_CHARS || !line) line = candidate.slice(0, LINE_CHARS);
    else {
      lines.push(line);
      line = word.slice(0, LINE_CHARS);
    }
  }
  if (line) lines.push(line);
  if (lines.length > MAX_LINES)
    return [...lines.slice(0, MAX_LINES - 1), `${lines[MAX_LINES - 1]?.slice(0, LINE_CHARS - 1)}…`];
  return lines;
}

/** A placeholder thumbnail for a creative work: a gradient keyed on id and title, with the title. */
export function renderCreaThumbnail(id: number, title: string): string {
  const seed = hash(`${id}:${title}`);
  const hue = seed % 360;
  const hue2 = (hue + 40 + ((seed >>> 9) % 80)) % 360;
  const angle = (seed >>> 17) % 2 === 0 ? 'x2="1" y2="1"' : 'x2="1" y2="0"';
  const lines = wrap(title);
  const firstY = HEIGHT / 2 - ((lines.length - 1) * 22) / 2;
  const text = lines
    .map((line, i) => `<text x="${WIDTH / 2}" y="${firstY + i * 22}">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" ${angle}><stop offset="0" stop-color="hsl(${hue},65%,45%)"/><stop offset="1" stop-color="hsl(${hue2},70%,30%)"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
<g fill="#fff" font-family="Helvetica,Arial,sans-serif" font-size="18" font-weight="600" text-anchor="middle" dominant-baseline="middle">${text}</g>
</svg>`;
}
