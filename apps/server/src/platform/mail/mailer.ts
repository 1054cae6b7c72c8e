import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { CoreDatabase } from '../database/schema.ts';
import { deliverNextDueMail, insertOutboxMail, type OutgoingMail } from './outbox.repository.ts';

export type { OutgoingMail };

export interface Mailer {
  /** Queues the mail durably; delivery happens in the background and retries, never failing the caller. */
  send(mail: OutgoingMail): Promise<void>;
  /** Delivers every due mail now (used by the background loop and by tests). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  core: Kysely<CoreDatabase>;
  smtpUrl?: string;
  from: string;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
  pollIntervalMs?: number;
  maxAttempts?: number;
}

const LINK_PATTERN = /https?:\/\/\S+/g;

/**
 * Outbox first, then SMTP: with SMTP_URL a retrying sender drains the outbox; without it the outbox
 * is the mailbox (dev page /dev/mailbox) and each mail's links are printed in the log.
 */
export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const maxAttempts = options.maxAttempts ?? 8;
  let draining: Promise<void> | null = null;
  let closed = false;

  const drain = async () => {
    if (!transport) return;
    while (!closed) {
      const handled = await deliverNextDueMail(
        options.core,
        { now: new Date(), maxAttempts, retryDelaySeconds: (attempt) => Math.min(2 ** attempt * 5, 3600) },
        async (mail) => {
          await transport.sendMail({
            from: options.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          });
        },
      );
      if (!handled) return;
    }
  };
  const flush = () => {
    draining ??= drain()
      .catch((error: Error) => options.log.warn({ err: error }, 'mail delivery failed, will retry'))
      .finally(() => {
        draining = null;
      });
    return draining;
  };
  const timer = transport ? setInterval(() => void flush(), options.pollIntervalMs ?? 5000) : null;
  timer?.unref();

  return {
    async send(mail) {
      await insertOutboxMail(options.core, mail);
      if (transport) {
        void flush();
      } else {
        options.log.info(
          { to: mail.to, subject: mail.subject, links: mail.text.match(LINK_PATTERN) ?? [] },
          'mail queued (no SMTP_URL: see /dev/mailbox)',
        );
      }
    },
    flush,
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await draining;
      transport?.close();
    },
  };
}
