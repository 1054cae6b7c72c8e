import {
  DICTIONARY_OVERRIDES_PATH,
  DictionaryOverridesResponseSchema,
  DictionaryParamsSchema,
} from '@adatlas/domain/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../platform/http/route-policy.ts';
import type { DictionaryProvider } from './dictionaries.provider.ts';

export interface DictionaryRoutesOptions {
  dictionaries: DictionaryProvider;
}

/** Browsers and proxies may reuse an answer this long; the server's own copy lives longer. */
const CLIENT_CACHE_SECONDS = 300;

/** Public: the web app asks for it before anyone signs in, on the login page included. */
export const dictionaryRoutes: FastifyPluginAsyncZod<DictionaryRoutesOptions> = async (app, options) => {
  app.get(
    DICTIONARY_OVERRIDES_PATH,
    {
      config: { auth: PUBLIC, changesState: false },
      schema: {
        tags: ['i18n'],
        summary: 'The fetched dictionaries of a language, merged, to lay over the shipped one',
        params: DictionaryParamsSchema,
        response: { 200: DictionaryOverridesResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await options.dictionaries.getOverrides(request.params.language);
      reply.header('cache-control', `public, max-age=${CLIENT_CACHE_SECONDS}`);
      return { data };
    },
  );
};
