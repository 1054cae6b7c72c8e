/** "1.234" or "10.000+" when the server stopped counting at its cap: every count the lists show. */
export function formatResultCount(total: number, isCapped: boolean, language: string): string {
  return `${total.toLocaleString(language)}${isCapped ? '+' : ''}`;
}
