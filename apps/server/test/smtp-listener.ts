import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The raw message with quoted-printable soft breaks and `=3D` undone, enough to read links. */
  body: string;
  /** The Message-ID header: a retried send of one message carries the same one. */
  messageId: string | null;
}

export interface SmtpListener {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** The distinct Message-IDs received for `to`: what a receiver that collapses duplicates keeps. */
  distinctMessageIds(to: string): Set<string | null>;
  /** Resolves with the first mail to `to`, waiting for it up to `timeoutMs`. */
  waitFor(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on localhost (no TLS, no auth) collecting what the app sends. When `onMail`
 * returns a promise, the DATA is acknowledged only once it settles: the sender is held mid-send.
 */
export async function startSmtpListener(
  port = 0,
  onMail?: (mail: ReceivedMail) => void | Promise<void>,
): Promise<SmtpListener> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          body: raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
          messageId: /^Message-ID:\s*(<[^>]*>)/im.exec(raw)?.[1] ?? null,
        };
        received.push(mail);
        Promise.resolve(onMail?.(mail)).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    received,
    distinctMessageIds: (to) =>
      new Set(received.filter((mail) => mail.to.includes(to)).map((mail) => mail.messageId)),
    async waitFor(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = received.find((candidate) => candidate.to.includes(to));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
