import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { PUBLIC } from '../../platform/http/route-policy.ts';
import { LOCAL_CHECKOUT_PATH, LOCAL_PORTAL_PATH } from '../../platform/payments/local/local-provider.ts';
import { checkoutPage, closedSessionPage, portalPage } from './local-pages.html.ts';
import type { LocalPaymentPagesService } from './local-pages.service.ts';

interface LocalPagesOptions {
  localPages: LocalPaymentPagesService;
}

type Form = Record<string, string | undefined>;

const html = (reply: FastifyReply, body: string, status = 200) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/** The checkout and billing portal of the local provider: server-rendered forms, no script. */
export const localPaymentPages: FastifyPluginAsync<LocalPagesOptions> = async (app, { localPages }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get<{ Params: { sessionId: string } }>(
    `${LOCAL_CHECKOUT_PATH}/:sessionId`,
    { config: { auth: PUBLIC, changesState: false }, schema: { hide: true } },
    async (request, reply) => {
      const view = await localPages.getCheckout(request.params.sessionId);
      if (!view) return html(reply, closedSessionPage(), 404);
      return html(reply, checkoutPage(view));
    },
  );

  app.post<{ Params: { sessionId: string }; Body: Form }>(
    `${LOCAL_CHECKOUT_PATH}/:sessionId`,
    { config: { auth: PUBLIC, changesState: true }, schema: { hide: true } },
    async (request, reply) => {
      const outcome = await localPages.submitCheckout(
        request.params.sessionId,
        String(request.body?.cardNumber ?? ''),
      );
      switch (outcome.kind) {
        case 'closed':
          return html(reply, closedSessionPage(), 404);
        case 'card-refused':
          return html(
            reply,
            checkoutPage({ ...outcome.view, error: 'Card not accepted: use one of the test cards below.' }),
            400,
          );
        case 'redirect':
          return reply.redirect(outcome.url, 303);
      }
    },
  );

  app.get<{ Querystring: { session?: string } }>(
    LOCAL_PORTAL_PATH,
    { config: { auth: PUBLIC, changesState: false }, schema: { hide: true } },
    async (request, reply) => {
      const view = await localPages.getPortal(String(request.query.session ?? ''));
      if (!view) return html(reply, closedSessionPage(), 404);
      return html(reply, portalPage(view));
    },
  );

  app.post<{ Querystring: { session?: string }; Body: Form }>(
    LOCAL_PORTAL_PATH,
    { config: { auth: PUBLIC, changesState: true }, schema: { hide: true } },
    async (request, reply) => {
      const outcome = await localPages.submitPortal(String(request.query.session ?? ''), {
        action: request.body?.action,
        planId: request.body?.planId,
      });
      switch (outcome.kind) {
        case 'closed':
          return html(reply, closedSessionPage(), 404);
        case 'refused':
          return html(reply, closedSessionPage(), 400);
        case 'redirect':
          return reply.redirect(outcome.url, 303);
      }
    },
  );
};
