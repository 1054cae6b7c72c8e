import { MailerExportRequestSchema, MailerExportResponseSchema } from '@adatlas/domain/exports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../platform/http/route-policy.ts';
import type { MailerExportService } from './mailer-export.service.ts';

export interface MailerExportRoutesOptions {
  mailerExport: MailerExportService;
}

export const mailerExportRoutes: FastifyPluginAsyncZod<MailerExportRoutesOptions> = async (app, options) => {
  app.post(
    '/contacts/export-to-mailer',
    {
      config: { auth: requireScope('activemailer'), changesState: true },
      schema: {
        tags: ['exports'],
        summary: "Push chosen or filtered contacts into a list of the user's companion mailer account",
        body: MailerExportRequestSchema,
        response: { 200: MailerExportResponseSchema },
      },
    },
    async (request) => options.mailerExport.exportToMailer(request.ctx, request.body),
  );
};
