/** Colours are stored as six uppercase hex digits without '#': '#a1b2c3' and 'A1B2C3' are one colour. */
export function normaliseTagColor(color: string): string | null {
  const match = /^#?([0-9a-fA-F]{6})$/.exec(color.trim());
  return match ? (match[1] as string).toUpperCase() : null;
}

/** Two tag names clash when they differ only in case or surrounding spaces. */
export function isSameTagName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}
