import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The status of each next answer, in order; 200 once it runs out. */
  answers: number[];
  close(): Promise<void>;
}

/** A customer's webhook receiver on loopback: records every request and answers as told. */
export async function startWebhookReceiver(answers: number[] = []): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const receiver = { answers: [...answers] };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      const status = receiver.answers.shift() ?? 200;
      if (status >= 300 && status < 400)
        response.setHeader('location', 'http://169.254.169.254/latest/meta-data');
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/adatlas`,
    received,
    get answers() {
      return receiver.answers;
    },
    set answers(next: number[]) {
      receiver.answers = [...next];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
