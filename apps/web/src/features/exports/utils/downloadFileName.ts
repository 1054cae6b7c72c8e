/**
 * The file name a `content-disposition` header gives (RFC 6266: `filename*` in UTF-8 wins over
 * `filename`), or the fallback when it names none.
 */
export function downloadFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A badly encoded name: the plain one, if any, is next.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || fallback;
}
