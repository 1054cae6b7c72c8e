import { WEBHOOK_URL_MAX_LENGTH } from '@adatlas/domain/webhooks';

/**
 * What is wrong with a URL before it is sent, as the API's schema would refuse it: not http(s),
 * with credentials, or too long. Whether it resolves to a reachable address only the server knows.
 */
export function webhookUrlProblem(value: string): 'INVALID' | 'PROTOCOL' | 'CREDENTIALS' | 'TOO_LONG' | null {
  if (value.length > WEBHOOK_URL_MAX_LENGTH) return 'TOO_LONG';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'INVALID';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'PROTOCOL';
  if (url.username || url.password) return 'CREDENTIALS';
  return null;
}
