import type { FastifyInstance } from 'fastify';
import type { Databases } from './databases.ts';
import { runReadOnly } from './read-routing.ts';

/**
 * Routes each request's queries by what the route declares: one with `changesState: false` (or
 * `replicaReads: true`, a route whose few writes of its own go to the primary anyway) runs
 * its handler in a read-only route (its reads may go to a replica that has replayed the caller's
 * last write); after one that changes state, the primaries' WAL positions are noted for its user
 * before the answer leaves, so that user's next read never lands on a replica missing the write
 * (a read-only route that writes anyway, as opening a record debits a credit, notes them as each
 * of its writes commits: `ReadRoute.afterWrite`).
 * Nothing is added when no replica is configured.
 */
export function registerReadRouting(app: FastifyInstance, databases: Databases): void {
  const { replicas } = databases;
  if (!replicas.enabled) return;
  // preHandler runs after the body is read, so the handler is called inside the route's context.
  app.addHook('preHandler', (request, _reply, done) => {
    const { changesState, replicaReads } = request.routeOptions.config;
    if (changesState !== false && replicaReads !== true) return done();
    runReadOnly(replicas.readRoute(request.ctx?.user?.id), done);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const userId = request.ctx?.user?.id;
    if (userId !== undefined && request.routeOptions.config.changesState === true) {
      await replicas.rememberWrite(userId).catch((error: Error) => {
        // The primary is gone: the write itself failed or will, nothing to remember.
        request.log.warn({ err: error }, 'could not note the write position for read-your-writes');
      });
    }
    return payload;
  });
}
