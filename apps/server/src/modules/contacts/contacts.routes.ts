import { IdParamsSchema } from '@adatlas/domain/common';
import {
  ContactDetailResponseSchema,
  ContactPreviewResponseSchema,
  ContactSearchRequestSchema,
  ContactSearchResponseSchema,
} from '@adatlas/domain/contacts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../platform/http/route-policy.ts';
import type { ContactsService } from './contacts.service.ts';

export interface ContactRoutesOptions {
  contacts: ContactsService;
}

export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, { contacts }) => {
  app.post(
    '/contact',
    {
      config: { auth: requireScope('contact'), changesState: false },
      schema: {
        tags: ['contacts'],
        summary: 'Search contacts by their own and their company filters',
        body: ContactSearchRequestSchema,
        response: { 200: ContactSearchResponseSchema },
      },
    },
    async (request) => contacts.findContacts(request.ctx, request.body),
  );
  app.get(
    '/contact/:id',
    {
      config: { auth: requireScope('contact'), changesState: false },
      schema: {
        tags: ['contacts'],
        summary: 'Contact detail with the schema of its General tab',
        params: IdParamsSchema,
        response: { 200: ContactDetailResponseSchema },
      },
    },
    async (request) => contacts.getContact(request.ctx, request.params.id),
  );
  app.get(
    '/contact/:id/preview',
    {
      config: { auth: requireScope('contact'), changesState: false },
      schema: {
        tags: ['contacts'],
        summary: 'Contact before it is opened: what the lists show and which details an open reveals (free)',
        params: IdParamsSchema,
        response: { 200: ContactPreviewResponseSchema },
      },
    },
    async (request) => ({ data: await contacts.getContactPreview(request.ctx, request.params.id) }),
  );
};
