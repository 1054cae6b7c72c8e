import { type Kysely, sql } from 'kysely';
import type { CoreDatabase } from '../database/schema.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

export async function insertOutboxMail(core: Kysely<CoreDatabase>, mail: OutgoingMail): Promise<number> {
  const row = await core
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      headers: mail.headers ? (JSON.stringify(mail.headers) as never) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The latest mails, newest first: the dev mailbox page. */
export function findLatestOutboxMails(core: Kysely<CoreDatabase>, limit: number) {
  return core
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'text_body', 'created_at', 'sent_at', 'attempts', 'last_error'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A mail claimed for one delivery attempt; `attempts` already counts it. */
export interface ClaimedMail extends OutgoingMail {
  id: number;
  attempts: number;
}

/**
 * Claims the next due mail in one short statement, committed before anything is sent: its attempt
 * is counted and `next_attempt_at` becomes the lease (SKIP LOCKED: processes claiming at once take
 * other rows). A sender that dies before `markMailSent` leaves it due again when the lease ends.
 */
export async function claimNextDueMail(
  core: Kysely<CoreDatabase>,
  options: { now: Date; maxAttempts: number; leaseSeconds: number },
): Promise<ClaimedMail | undefined> {
  const row = await core
    .updateTable('mail_outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      next_attempt_at: sql<Date>`${options.now}::timestamptz + make_interval(secs => ${options.leaseSeconds})`,
    }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('attempts', '<', options.maxAttempts)
        .where('next_attempt_at', '<=', options.now)
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'to_address', 'subject', 'text_body', 'html_body', 'headers', 'attempts'])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    attempts: row.attempts,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body ?? undefined,
    headers: row.headers ?? undefined,
  };
}

export async function markMailSent(core: Kysely<CoreDatabase>, id: number, now: Date): Promise<void> {
  await core.updateTable('mail_outbox').set({ sent_at: now }).where('id', '=', id).execute();
}

export async function markMailFailed(
  core: Kysely<CoreDatabase>,
  id: number,
  failure: { error: string; retryAt: Date },
): Promise<void> {
  await core
    .updateTable('mail_outbox')
    .set({ last_error: failure.error.slice(0, 500), next_attempt_at: failure.retryAt })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .execute();
}
