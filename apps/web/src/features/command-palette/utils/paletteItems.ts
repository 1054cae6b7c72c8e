/** The palette's groups, in the order they are listed. */
export const PALETTE_GROUPS = [
  'companies',
  'contacts',
  'brands',
  'pitches',
  'recent',
  'actions',
  'pages',
  'savedSearches',
] as const;
export type PaletteGroup = (typeof PALETTE_GROUPS)[number];

export interface PaletteItem {
  id: string;
  group: PaletteGroup;
  label: string;
  detail?: string | null;
  /** Where picking the item goes (with this history state)… */
  to?: string;
  state?: unknown;
  /** …or what it does. */
  run?: () => void;
}

/** Lower case without accents, so "citta" finds "Città". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * Whether every word typed appears in a page's or an action's name. Records are not matched here:
 * they come ranked from the quick search, whose matcher is the only one for records.
 */
export function namesMatch(label: string, text: string): boolean {
  const words = foldText(text).split(/\s+/).filter(Boolean);
  const folded = foldText(label);
  return words.every((word) => folded.includes(word));
}

/** Records from the server as they are; the palette's own entries kept when they match the text. */
export function arrangePaletteItems(
  text: string,
  records: readonly PaletteItem[],
  entries: readonly PaletteItem[],
): PaletteItem[] {
  const kept = text.trim() ? entries.filter((entry) => namesMatch(entry.label, text)) : entries;
  const all = [...records, ...kept];
  return PALETTE_GROUPS.flatMap((group) => all.filter((item) => item.group === group));
}

export interface PaletteSection {
  group: PaletteGroup;
  items: { item: PaletteItem; index: number }[];
}

/** The arranged items by group, each keeping its index in the flat list the arrow keys move in. */
export function paletteSections(items: readonly PaletteItem[]): PaletteSection[] {
  const sections: PaletteSection[] = [];
  items.forEach((item, index) => {
    const last = sections.at(-1);
    if (last?.group === item.group) last.items.push({ item, index });
    else sections.push({ group: item.group, items: [{ item, index }] });
  });
  return sections;
}

/**
 * The highlighted item is tracked by its id, not its place: rows that arrive later (the quick
 * search answers after the pages and actions are listed) push the others down, and Enter must open
 * the row highlighted on screen. The chosen id while it is listed, else the first item (nothing
 * chosen yet, or the chosen row left with a new text).
 */
export function highlightedItem(
  items: readonly PaletteItem[],
  chosenId: string | null,
): PaletteItem | undefined {
  return items.find((item) => item.id === chosenId) ?? items[0];
}

/** The id the arrow keys highlight next from what is highlighted now, wrapping around. */
export function moveHighlight(
  items: readonly PaletteItem[],
  chosenId: string | null,
  step: 1 | -1,
): string | null {
  const current = highlightedItem(items, chosenId);
  const index = current ? items.indexOf(current) : -1;
  return items[moveIndex(items.length, index, step)]?.id ?? null;
}

/** The index after moving by `step`, wrapping around; none active goes to the first or the last. */
export function moveIndex(count: number, active: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (((active + step) % count) + count) % count;
}
