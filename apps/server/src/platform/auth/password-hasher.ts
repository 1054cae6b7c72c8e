import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. `2` is Algorithm.Argon2id (a const enum). */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of a real verification, so an unknown e-mail answers as slowly as a wrong password. */
  verifyDummy(password: string): Promise<void>;
}

/**
 * Argon2id behind a small semaphore: each hash holds 19 MiB and a libuv thread, so a burst of logins
 * queues here instead of exhausting memory or starving the database driver's threads.
 */
export function createPasswordHasher(options: { concurrency?: number } = {}): PasswordHasher {
  const limit = createSemaphore(options.concurrency ?? 4);
  let dummyHash: Promise<string> | undefined;
  const hasher: PasswordHasher = {
    hash: (password) => limit(() => hash(password, ARGON2_OPTIONS)),
    verify: (passwordHash, password) => limit(() => verify(passwordHash, password).catch(() => false)),
    async verifyDummy(password) {
      dummyHash ??= hasher.hash('dummy-password-for-timing-1');
      await hasher.verify(await dummyHash, password);
    },
  };
  return hasher;
}

function createSemaphore(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
