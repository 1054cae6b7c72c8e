import { type Kysely, sql } from 'kysely';
import type { CoreDatabase } from '../database/schema.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export async function insertOutboxMail(core: Kysely<CoreDatabase>, mail: OutgoingMail): Promise<number> {
  const row = await core
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
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

/**
 * Claims one due mail for this process (SKIP LOCKED: other processes take other rows) and hands it
 * to `deliver` inside the same transaction, so a crash mid-send leaves it pending, not lost.
 */
export async function deliverNextDueMail(
  core: Kysely<CoreDatabase>,
  options: { now: Date; maxAttempts: number; retryDelaySeconds(attempt: number): number },
  deliver: (mail: OutgoingMail) => Promise<void>,
): Promise<boolean> {
  return core.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('mail_outbox')
      .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'attempts'])
      .where('sent_at', 'is', null)
      .where('attempts', '<', options.maxAttempts)
      .where('next_attempt_at', '<=', options.now)
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!row) return false;
    try {
      await deliver({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
      });
      await trx
        .updateTable('mail_outbox')
        .set({ sent_at: options.now, attempts: row.attempts + 1 })
        .where('id', '=', row.id)
        .execute();
    } catch (error) {
      const delay = options.retryDelaySeconds(row.attempts + 1);
      await trx
        .updateTable('mail_outbox')
        .set({
          attempts: row.attempts + 1,
          last_error: (error as Error).message.slice(0, 500),
          next_attempt_at: sql<Date>`${options.now}::timestamptz + make_interval(secs => ${delay})`,
        })
        .where('id', '=', row.id)
        .execute();
    }
    return true;
  });
}
