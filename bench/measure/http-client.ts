import http from 'node:http';

export interface HttpAnswer {
  status: number;
  body: unknown;
  ms: number;
}

/** Keep-alive HTTP client timing each request from write to the last byte of the answer. */
export function createHttpClient(baseUrl: string, headers: Record<string, string>, maxSockets = 1) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const url = new URL(baseUrl);
  return {
    request(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<HttpAnswer> {
      const body = payload === undefined ? undefined : JSON.stringify(payload);
      return new Promise((resolve, reject) => {
        const started = performance.now();
        const req = http.request(
          {
            agent,
            host: url.hostname,
            port: url.port,
            method,
            path,
            headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              const ms = performance.now() - started;
              const text = Buffer.concat(chunks).toString('utf8');
              let parsed: unknown = text;
              try {
                parsed = JSON.parse(text);
              } catch {}
              resolve({ status: res.statusCode ?? 0, body: parsed, ms });
            });
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    },
    close() {
      agent.destroy();
    },
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
