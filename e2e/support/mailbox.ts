import { inject } from 'vitest';
import { createPool } from '../../apps/server/src/platform/database/connection.ts';

/**
 * The path (with query) of the last link the server mailed to `to` that contains `pathPrefix`,
 * read from the outbox the server writes every e-mail to. Polls briefly: the mail is queued
 * in the same request, but the test may look first.
 */
export async function lastMailedPath(to: string, pathPrefix: string): Promise<string> {
  const pool = createPool(inject('e2eDatabaseUrl'), { max: 1 });
  try {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const { rows } = await pool.query<{ text_body: string }>(
        'SELECT text_body FROM core.mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
        [to],
      );
      const link = rows[0]?.text_body.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPrefix));
      if (link) {
        const url = new URL(link);
        return `${url.pathname}${url.search}`;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`no mail with a ${pathPrefix} link to ${to}`);
  } finally {
    await pool.end();
  }
}
