import pg from 'pg';

export interface NotifyListener {
  /** True while the LISTEN connection is up: only then are notifications known not to be missed. */
  readonly listening: boolean;
  close(): Promise<void>;
}

export interface NotifyListenerOptions {
  url: string;
  channel: string;
  onNotify(payload: string): void;
  /** Called with false as soon as the connection is lost, with true once LISTEN is back. */
  onStateChange(listening: boolean): void;
  retryMs?: number;
}

/**
 * A dedicated connection that LISTENs on one channel and reconnects after a failure (a database
 * restart, a terminated backend). While it is down `listening` is false, so callers that rely on
 * notifications (the auth cache) stop trusting what they hold.
 */
export function createNotifyListener(options: NotifyListenerOptions): NotifyListener {
  const retryMs = options.retryMs ?? 1_000;
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const setListening = (value: boolean) => {
    if (listening === value) return;
    listening = value;
    options.onStateChange(value);
  };
  const scheduleRetry = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, retryMs);
    retry.unref();
  };
  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    client = null;
    setListening(false);
    failed.end().catch(() => undefined);
    scheduleRetry();
  };
  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: options.url, application_name: 'adatlas-listen' });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === options.channel) options.onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${options.channel}"`);
      if (closed || client !== next) {
        await next.end().catch(() => undefined);
        return;
      }
      setListening(true);
    } catch {
      lost(next);
    }
  }
  void connect();

  return {
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      setListening(false);
      await current?.end().catch(() => undefined);
    },
  };
}
