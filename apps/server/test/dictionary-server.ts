import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the server answers one path: a JSON document (or raw text), a status, and how late. */
export interface DictionaryAnswer {
  status?: number;
  body?: unknown;
  delayMs?: number;
}

/**
 * A local dictionary host (a CDN serving `{lng}.json` files): answers each GET with what `answer`
 * says for its path and records the paths asked for.
 */
export interface DictionaryServer {
  url: string;
  hits: string[];
  close(): Promise<void>;
}

export async function startDictionaryServer(
  answer: (path: string) => DictionaryAnswer,
): Promise<DictionaryServer> {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    hits.push(path);
    const { status = 200, body = {}, delayMs = 0 } = answer(path);
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    setTimeout(() => {
      if (!response.destroyed) response.writeHead(status, { 'content-type': 'application/json' }).end(text);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
