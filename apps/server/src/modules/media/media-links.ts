import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { TenantId } from '@adatlas/domain/tenants';
import { DEV_SECRET_KEY } from '../../platform/auth/secret-box.ts';

const CREA_THUMBNAIL = /^\/api\/v1\/media\/crea\/(\d+)\.svg$/;

/**
 * The app's own thumbnails are served without a session (an <img> sends no token), so a link is
 * made by the server when it hands the work to someone entitled to see it: it names the tenant
 * and carries an HMAC of (tenant, work), and the media route serves nothing else.
 */
export interface MediaLinks {
  /** The URL as the caller gets it: our thumbnails signed for the tenant, others unchanged. */
  sign(url: string | null, tenant: TenantId): string | null;
  verify(tenant: TenantId, id: number, signature: string | undefined): boolean;
}

export function createMediaLinks(secretKey: string | undefined): MediaLinks {
  const key = Buffer.from(hkdfSync('sha256', secretKey ?? DEV_SECRET_KEY, 'adatlas', 'media-links/v1', 32));
  const signatureOf = (tenant: TenantId, id: number) =>
    createHmac('sha256', key).update(`${tenant}:${id}`).digest('base64url').slice(0, 32);
  return {
    sign(url, tenant) {
      const id = url?.match(CREA_THUMBNAIL)?.[1];
      if (!url || id === undefined) return url;
      return `${url}?tenant=${tenant}&sig=${signatureOf(tenant, Number(id))}`;
    },
    verify(tenant, id, signature) {
      if (!signature) return false;
      const expected = Buffer.from(signatureOf(tenant, id));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
