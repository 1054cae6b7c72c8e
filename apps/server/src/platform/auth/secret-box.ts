import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Used only outside production when SECRET_KEY is unset (config refuses production without one). */
export const DEV_SECRET_KEY = 'adatlas-development-secret-key-not-for-production';

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** AES-256-GCM for secrets the server must read back (the mailer password); key derived from SECRET_KEY. */
export function createSecretBox(secretKey: string | undefined): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secretKey ?? DEV_SECRET_KEY, 'adatlas', 'secret-box/v1', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !data) throw new Error('Malformed sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    },
  };
}
