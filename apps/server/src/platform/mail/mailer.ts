import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { CoreDatabase } from '../database/schema.ts';
import {
  type ClaimedMail,
  claimNextDueMail,
  insertOutboxMail,
  markMailFailed,
  markMailSent,
  type OutgoingMail,
} from './outbox.repository.ts';

export type { OutgoingMail };

export interface Mailer {
  /** Queues the mail durably; delivery happens in the background and retries, never failing the caller. */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Queues the mail inside the caller's core transaction, so it goes out only if that commits (and
   * with whatever else it records); sent at the next flush or poll. Answers the outbox id.
   */
  queue(core: Kysely<CoreDatabase>, mail: OutgoingMail): Promise<number>;
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
  /**
   * How long a claimed mail is left to its sender before another may send it again: longer than
   * any send can take (the SMTP timeouts below), else a slow send would be doubled.
   */
  leaseSeconds?: number;
}

const DEFAULT_LEASE_SECONDS = 300;
/** Bounds on one SMTP exchange (nodemailer waits up to an hour of socket silence by default). */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * The same Message-ID on every attempt at one outbox row: a send whose success was never recorded
 * (the process died in between) is retried as the same message, which receivers collapse.
 */
export function outboxMessageId(id: number): string {
  return `<outbox-${id}@adatlas>`;
}

const LINK_PATTERN = /https?:\/\/\S+/g;

/**
 * Outbox first, then SMTP: with SMTP_URL a retrying sender drains the outbox; without it the outbox
 * is the mailbox (dev page /dev/mailbox) and each mail's links are printed in the log.
 */
export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS })
    : null;
  const maxAttempts = options.maxAttempts ?? 8;
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;

  /** Claim (committed), send with no transaction open, then record the outcome. */
  const deliverNext = async (send: (mail: ClaimedMail) => Promise<void>): Promise<boolean> => {
    const mail = await claimNextDueMail(options.core, { now: new Date(), maxAttempts, leaseSeconds });
    if (!mail) return false;
    try {
      await send(mail);
    } catch (error) {
      const delaySeconds = Math.min(2 ** mail.attempts * 5, 3600);
      await markMailFailed(options.core, mail.id, {
        error: (error as Error).message,
        retryAt: new Date(Date.now() + delaySeconds * 1000),
      });
      return true;
    }
    await markMailSent(options.core, mail.id, new Date());
    return true;
  };
  let draining: Promise<void> | null = null;
  let closed = false;

  const drain = async () => {
    if (!transport) return;
    while (!closed) {
      const handled = await deliverNext(async (mail) => {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
          messageId: outboxMessageId(mail.id),
        });
      });
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
    queue: (core, mail) => insertOutboxMail(core, mail),
    flush,
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await draining;
      transport?.close();
    },
  };
}
