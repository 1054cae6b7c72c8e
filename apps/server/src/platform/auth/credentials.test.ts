import { describe, expect, it } from 'vitest';
import { createOpaqueToken, hashOpaqueToken } from './opaque-token.ts';
import { createPasswordHasher } from './password-hasher.ts';
import { createSecretBox } from './secret-box.ts';

describe('password hasher', () => {
  const hasher = createPasswordHasher({ concurrency: 2 });

  it('stores argon2id with the configured cost and verifies only the right password', async () => {
    const stored = await hasher.hash('correct horse 1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(stored, 'correct horse 1')).toBe(true);
    expect(await hasher.verify(stored, 'correct horse 2')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'correct horse 1')).toBe(false);
  });

  it('finishes every hash of a burst larger than its concurrency', async () => {
    const hashes = await Promise.all(Array.from({ length: 6 }, (_, index) => hasher.hash(`burst-${index}`)));
    expect(new Set(hashes).size).toBe(6);
  });
});

describe('opaque tokens', () => {
  it('are 256-bit base64url strings stored as their SHA-256', () => {
    const { token, tokenHash } = createOpaqueToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(tokenHash).toBe(hashOpaqueToken(token));
    expect(tokenHash).not.toBe(token);
    expect(createOpaqueToken().token).not.toBe(token);
  });
});

describe('secret box', () => {
  it('round-trips, uses a fresh nonce, and refuses tampering or another key', () => {
    const box = createSecretBox('a-secret-key-of-16+chars');
    const sealed = box.seal('mailer-password');
    expect(box.open(sealed)).toBe('mailer-password');
    expect(box.seal('mailer-password')).not.toBe(sealed);
    const [iv, tag, data] = sealed.split('.');
    const flipped = `${iv}.${tag}.${data?.startsWith('A') ? 'B' : 'A'}${data?.slice(1)}`;
    expect(() => box.open(flipped)).toThrow();
    expect(() => createSecretBox('another-secret-key-16').open(sealed)).toThrow();
  });
});
