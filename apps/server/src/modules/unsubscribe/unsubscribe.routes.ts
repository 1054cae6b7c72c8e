import { languageFromAcceptLanguage } from '@adatlas/domain/languages';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors/app-error.ts';
import { PUBLIC } from '../../platform/http/route-policy.ts';
import { UNSUBSCRIBE_PATH } from '../../platform/mail/unsubscribe-links.ts';
import { confirmUnsubscribePage, invalidLinkPage, unsubscribedPage } from './unsubscribe.html.ts';
import type { UnsubscribeService } from './unsubscribe.service.ts';

interface UnsubscribeRoutesOptions {
  unsubscribe: UnsubscribeService;
}

type TokenQuery = { Querystring: { token?: string } };

const html = (reply: FastifyReply, body: string, status = 200) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

const tokenOf = (request: FastifyRequest<TokenQuery>) => String(request.query.token ?? '');
const browserLanguage = (request: FastifyRequest) =>
  languageFromAcceptLanguage(request.headers['accept-language']);

/**
 * The link of the alert digest and the weekly update, good without signing in (the signed token is
 * the authority). GET only shows a page asking to confirm: mail scanners open links. POST, from that
 * page's button or a mail client's one-click (RFC 8058, body `List-Unsubscribe=One-Click`), stops
 * the mail; a browser gets a page, a mail client the JSON envelope.
 */
export const unsubscribeRoutes: FastifyPluginAsync<UnsubscribeRoutesOptions> = async (
  app,
  { unsubscribe },
) => {
  // RFC 8058 allows either form encoding; the body says nothing the token does not.
  const formParser = (_request: FastifyRequest, body: string, done: (error: null, body: string) => void) =>
    done(null, body);
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    formParser,
  );

  app.get<TokenQuery>(
    UNSUBSCRIBE_PATH,
    { config: { auth: PUBLIC, changesState: false }, schema: { hide: true } },
    async (request, reply) => {
      const found = await unsubscribe.read(tokenOf(request), browserLanguage(request));
      const fallback = browserLanguage(request) ?? 'en';
      return found
        ? html(reply, confirmUnsubscribePage(found.language, found.target.kind))
        : html(reply, invalidLinkPage(fallback), 400);
    },
  );

  app.post<TokenQuery>(
    UNSUBSCRIBE_PATH,
    { config: { auth: PUBLIC, changesState: true }, schema: { hide: true } },
    async (request, reply) => {
      const done = await unsubscribe.unsubscribe(tokenOf(request), browserLanguage(request), new Date());
      const wantsPage = request.headers.accept?.includes('text/html') ?? false;
      if (wantsPage) {
        return done
          ? html(reply, unsubscribedPage(done.language, done.target.kind))
          : html(reply, invalidLinkPage(browserLanguage(request) ?? 'en'), 400);
      }
      if (!done) {
        throw new AppError('VALIDATION_ERROR', 'The unsubscribe link is invalid', [
          { path: 'querystring.token', message: 'must be the token of an unsubscribe link' },
        ]);
      }
      return { data: { unsubscribed: true, kind: done.target.kind } };
    },
  );
};
