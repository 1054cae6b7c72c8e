/** An OpenStreetMap search for an address (no key, nothing loaded until the user clicks). */
export function openStreetMapLink(parts: readonly (string | null | undefined)[]): string | null {
  const query = parts.filter((part) => part?.trim()).join(', ');
  return query ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}` : null;
}
