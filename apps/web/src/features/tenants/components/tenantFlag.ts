const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The flag emoji of a two-letter country code ("it" → 🇮🇹). */
export function tenantFlag(countryCode: string): string {
  const letters = countryCode.toUpperCase();
  if (!/^[A-Z]{2}$/.test(letters)) return '';
  return String.fromCodePoint(
    ...[...letters].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}
