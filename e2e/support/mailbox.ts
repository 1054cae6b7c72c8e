import { existsSync, readFileSync } from 'node:fs';
import { e2eServer } from './e2e-server.ts';

interface ReceivedMail {
  to: string[];
  body: string;
}

/**
 * The path (with query) of the last link the server mailed to `to` that contains `pathPrefix`,
 * as received by the real SMTP listener of the e2e setup. Polls: the server's mail sender
 * delivers the outbox every 200 ms.
 */
export async function lastMailedPath(to: string, pathPrefix: string): Promise<string> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const link = mailsTo(to)
      .at(-1)
      ?.body.match(/https?:\/\/[^\s"'<>]+/g)
      ?.find((url) => url.includes(pathPrefix));
    if (link) {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail with a ${pathPrefix} link to ${to} reached the SMTP listener`);
}

/** The raw text (headers and body) of the last mail to `to`, once one has arrived. */
export async function lastMailTo(to: string): Promise<string> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const mail = mailsTo(to).at(-1);
    if (mail) return mail.body;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} reached the SMTP listener`);
}

function mailsTo(to: string): ReceivedMail[] {
  const inbox = e2eServer().smtpInbox;
  return existsSync(inbox)
    ? readFileSync(inbox, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as ReceivedMail)
        .filter((mail) => mail.to.includes(to))
    : [];
}
