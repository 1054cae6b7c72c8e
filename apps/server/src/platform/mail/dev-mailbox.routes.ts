import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { escapeHtml } from '../http/escape-html.ts';
import { PUBLIC } from '../http/route-policy.ts';
import type { DevMailboxService } from './dev-mailbox.service.ts';

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** Development only (never registered in production): the outbox as a page with clickable links. */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ mailbox: DevMailboxService }> = async (
  app,
  options,
) => {
  app.get(
    '/dev/mailbox',
    { config: { auth: PUBLIC, changesState: false }, schema: { hide: true } },
    async (_request, reply) => {
      const mails = await options.mailbox.findLatestMails();
      const items = mails
        .map(
          (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p>To <b>${escapeHtml(mail.to_address)}</b> · ${mail.created_at.toISOString()} · ${mail.sent_at ? 'sent' : `pending (${mail.attempts} attempts)`}</p>
<pre>${linkify(mail.text_body)}</pre></article>`,
        )
        .join('<hr>');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html><head><meta charset="utf-8"><title>Dev mailbox</title></head><body><h1>Dev mailbox</h1>${items || '<p>No mail yet.</p>'}</body></html>`,
        );
    },
  );
};
