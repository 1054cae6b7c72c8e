import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** `hang-lists`: signs in, then never answers the list calls (a mailer timing out mid-export). */
export type MailerBehaviour = 'accept' | 'reject-login' | 'hang' | 'hang-lists' | 'fail';

/**
 * A local companion mailer speaking the API of docs/mailer.md: `POST /api/login` and
 * `POST /api/lists/{name}/contacts`. It records what it received and how often it was called.
 */
export interface FakeMailerServer {
  url: string;
  behaviour: MailerBehaviour;
  calls: { path: string; body: unknown; authorization?: string }[];
  lists: Map<string, unknown[]>;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
}

export async function startMailerServer(
  credentials = { username: 'ada', password: 'mailer-secret' },
  /** Called with each batch a list accepts (the browser suite writes them to a file its tests read). */
  onContacts?: (listName: string, contacts: unknown[]) => void,
) {
  const state: Omit<FakeMailerServer, 'url' | 'close'> = { behaviour: 'accept', calls: [], lists: new Map() };
  const server: Server = createServer(async (request, response) => {
    const body = await readJson(request);
    const path = request.url ?? '';
    state.calls.push({ path, body, authorization: request.headers.authorization });
    if (state.behaviour === 'hang') return;
    const reply = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    };
    if (state.behaviour === 'fail') return reply(500, { error: 'boom' });
    if (path === '/api/login') {
      const { username, password } = body as typeof credentials;
      const valid = username === credentials.username && password === credentials.password;
      const signsIn = state.behaviour === 'accept' || state.behaviour === 'hang-lists';
      return valid && signsIn ? reply(200, { token: 'token-1' }) : reply(401, {});
    }
    if (state.behaviour === 'hang-lists') return;
    const list = /^\/api\/lists\/([^/]+)\/contacts$/.exec(path);
    if (!list?.[1]) return reply(404, {});
    if (request.headers.authorization !== 'Bearer token-1') return reply(401, {});
    const name = decodeURIComponent(list[1]);
    const { contacts } = body as { contacts: unknown[] };
    state.lists.set(name, [...(state.lists.get(name) ?? []), ...contacts]);
    onContacts?.(name, contacts);
    return reply(200, { added: contacts.length });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake = state as FakeMailerServer;
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  return fake;
}
