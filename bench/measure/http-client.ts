import net from 'node:net';

export interface HttpAnswer {
  status: number;
  body: unknown;
  ms: number;
}

interface Exchange {
  request: string;
  resolve(answer: HttpAnswer): void;
  reject(error: Error): void;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/** The status and body length of an answer's head; only `content-length` answers are read. */
function parseHead(head: string): { status: number; length: number } {
  const status = Number(head.slice(9, 12));
  const match = /\r\ncontent-length: *(\d+)/i.exec(head);
  if (!match) {
    throw new Error(`bench client reads content-length answers only, got: ${head.split('\r\n')[0]}`);
  }
  return { status, length: Number(match[1]) };
}

/**
 * One keep-alive connection: writes a prepared request and reads the answer to its last byte. The
 * time runs from the write to the last byte; the body is parsed after the clock stops.
 */
function openConnection(
  host: string,
  port: number,
  onIdle: (connection: Connection) => void,
  onClosed: (connection: Connection) => void,
) {
  const socket = net.connect(port, host);
  socket.setNoDelay(true);
  let current: (Exchange & { started: number }) | null = null;
  let received: Buffer = Buffer.alloc(0);

  const fail = (error: Error) => {
    const exchange = current;
    current = null;
    exchange?.reject(error);
  };
  socket.on('error', fail);
  socket.on('close', () => {
    onClosed(connection);
    fail(new Error('connection closed before the answer'));
  });
  socket.on('data', (chunk: Buffer) => {
    if (!current) return;
    received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
    const headEnd = received.indexOf(HEAD_END);
    if (headEnd < 0) return;
    let head: { status: number; length: number };
    try {
      head = parseHead(received.subarray(0, headEnd).toString('latin1'));
    } catch (error) {
      fail(error as Error);
      socket.destroy();
      return;
    }
    const bodyStart = headEnd + HEAD_END.length;
    if (received.length < bodyStart + head.length) return;
    const ms = performance.now() - current.started;
    const text = received.subarray(bodyStart, bodyStart + head.length).toString('utf8');
    received = Buffer.alloc(0);
    const exchange = current;
    current = null;
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    onIdle(connection);
    exchange.resolve({ status: head.status, body, ms });
  });

  const connection = {
    send(exchange: Exchange) {
      current = { ...exchange, started: performance.now() };
      socket.write(exchange.request);
    },
    close() {
      socket.destroy();
    },
  };
  return connection;
}

type Connection = ReturnType<typeof openConnection>;

/**
 * Keep-alive HTTP/1.1 client of the bench, timing each request from its write to the last byte of
 * the answer. It does no more than the bench needs (prepared request text, `content-length`
 * answers, up to `maxSockets` connections) so that the time it adds to each request stays small:
 * Node's `http.request` spends about 0.07 ms per request in the client alone on the bench
 * machine, a tenth of a detail call (docs/performance.md §21).
 */
export function createHttpClient(baseUrl: string, headers: Record<string, string>, maxSockets = 1) {
  const url = new URL(baseUrl);
  const port = Number(url.port);
  const headerLines = (extra?: Record<string, string>) => [
    `host: ${url.host}`,
    ...Object.entries(extra ? { ...headers, ...extra } : headers).map(([name, value]) => `${name}: ${value}`),
  ];
  const fixedHeaders = headerLines();
  const idle: Connection[] = [];
  const all: Connection[] = [];
  const waiting: Exchange[] = [];

  const release = (connection: Connection) => {
    const next = waiting.shift();
    if (next) connection.send(next);
    else idle.push(connection);
  };

  const forget = (connection: Connection) => {
    for (const list of [idle, all]) {
      const index = list.indexOf(connection);
      if (index >= 0) list.splice(index, 1);
    }
  };

  const dispatch = (exchange: Exchange) => {
    let connection = idle.pop();
    if (!connection && all.length < maxSockets) {
      connection = openConnection(url.hostname, port, release, forget);
      all.push(connection);
    }
    if (connection) connection.send(exchange);
    else waiting.push(exchange);
  };

  return {
    /** `extraHeaders` add to (or replace) the client's headers for this request only. */
    request(
      method: 'GET' | 'POST',
      path: string,
      payload?: unknown,
      extraHeaders?: Record<string, string>,
    ): Promise<HttpAnswer> {
      const body = payload === undefined ? '' : JSON.stringify(payload);
      const lines = [
        `${method} ${path} HTTP/1.1`,
        ...(extraHeaders ? headerLines(extraHeaders) : fixedHeaders),
      ];
      if (payload !== undefined) {
        lines.push('content-type: application/json', `content-length: ${Buffer.byteLength(body)}`);
      }
      const request = `${lines.join('\r\n')}\r\n\r\n${body}`;
      return new Promise((resolve, reject) => dispatch({ request, resolve, reject }));
    },
    close() {
      for (const connection of [...all]) connection.close();
    },
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
