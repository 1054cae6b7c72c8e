/** An element's attributes as written in static markup. */
function attributesOf(tag: string): Map<string, string> {
  return new Map([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]));
}

/** The text of the element with `id`: a label or a span of plain text, as FilterField writes them. */
function textOfId(html: string, id: string): string | undefined {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<(\\w+)[^>]*\\sid="${escaped}"[^>]*>([^<]*)</\\1>`).exec(html)?.[2];
}

/** A control's accessible name: aria-labelledby, else aria-label, else a `<label for>`. Empty if none. */
function nameOf(html: string, attributes: Map<string, string>): string {
  const labelledBy = attributes.get('aria-labelledby');
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => textOfId(html, id) ?? '')
      .join(' ');
  const label = attributes.get('aria-label');
  if (label) return label;
  const id = attributes.get('id');
  const forId = id && new RegExp(`<label[^>]*\\sfor="${id}"[^>]*>([^<]*)</label>`).exec(html);
  return forId ? (forId[1] ?? '') : '';
}

/**
 * The accessible name of every text box, combobox, spin button, switch and radio group of a piece
 * of server-rendered markup, in document order. Radios and check boxes are left out: Ant Design
 * wraps each in the label it shows.
 */
export function controlNames(html: string): string[] {
  const controls = [...html.matchAll(/<(input|button|div)\b[^>]*>/g)].filter(([tag, element]) => {
    const attributes = attributesOf(tag);
    if (element === 'input') return !['radio', 'checkbox', 'hidden'].includes(attributes.get('type') ?? '');
    return ['switch', 'radiogroup'].includes(attributes.get('role') ?? '');
  });
  return controls.map(([tag]) => nameOf(html, attributesOf(tag)));
}
