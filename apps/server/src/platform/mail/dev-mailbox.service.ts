import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../database/schema.ts';
import { findLatestOutboxMails } from './outbox.repository.ts';

const MAILBOX_SIZE = 50;

export type DevMailboxEntry = Awaited<ReturnType<typeof findLatestOutboxMails>>[number];

/** The dev mailbox page's one read: the newest outbox mails, sent or pending. */
export interface DevMailboxService {
  findLatestMails(): Promise<DevMailboxEntry[]>;
}

export function createDevMailboxService(core: Kysely<CoreDatabase>): DevMailboxService {
  return { findLatestMails: () => findLatestOutboxMails(core, MAILBOX_SIZE) };
}
