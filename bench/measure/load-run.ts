import autocannon from 'autocannon';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export interface LoadResult {
  connections: number;
  seconds: number;
  /** Answers received. */
  total: number;
  reqPerSec: number;
  p50: number;
  p90: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/**
 * autocannon at `connections` against a rotating list of requests. It runs in a worker thread so
 * the load generator does not share the server's event loop (it still shares the machine).
 */
export async function loadRun(
  baseUrl: string,
  headers: Record<string, string>,
  requests: readonly LoadRequest[],
  connections: number,
  /** Seconds to run, or a fixed number of requests (the Vitest smoke run: never a timing). */
  limit: { seconds: number } | { amount: number },
): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    ...('seconds' in limit ? { duration: limit.seconds } : { amount: limit.amount }),
    workers: 1,
    headers: { ...headers, 'content-type': 'application/json' },
    requests: requests.map((request) => ({
      method: request.method,
      path: request.path,
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    })),
  });
  return {
    connections,
    seconds: result.duration,
    total: result.requests.total,
    reqPerSec: Math.round(result.requests.total / Math.max(result.duration, 0.001)),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
