import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { isTenantId, type TenantId } from '@adatlas/domain/tenants';
import { DEV_SECRET_KEY } from '../auth/secret-box.ts';

/** The mails a user can stop from the mail itself: the follow-alert digest and the weekly update. */
export const UNSUBSCRIBE_KINDS = ['alerts', 'weekly'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

export const UNSUBSCRIBE_PATH = '/api/v1/unsubscribe';

/** Who a link stops which mail for; alerts are switched per country, so the tenant comes along. */
export interface UnsubscribeTarget {
  userId: number;
  kind: UnsubscribeKind;
  tenant: TenantId;
}

/** What a mail carries to be stopped in one click (RFC 8058): the link and the two headers. */
export interface UnsubscribeLink {
  url: string;
  headers: { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export interface UnsubscribeLinks {
  linkFor(target: UnsubscribeTarget): UnsubscribeLink;
  /** The target a token names, or null for a malformed or forged one. */
  verify(token: string): UnsubscribeTarget | null;
}

const isKind = (value: unknown): value is UnsubscribeKind => UNSUBSCRIBE_KINDS.includes(value as never);

/**
 * Links that work without signing in: the token is the target signed with a key derived from
 * SECRET_KEY (HMAC-SHA256), so only the server can make one and it changes nothing else. It does not
 * expire: a mail read months later must still stop the mails. Config refuses production without
 * SECRET_KEY, so the development key never signs a real link.
 */
export function createUnsubscribeLinks(options: {
  secretKey: string | undefined;
  publicUrl: string;
}): UnsubscribeLinks {
  const key = Buffer.from(
    hkdfSync('sha256', options.secretKey ?? DEV_SECRET_KEY, 'adatlas', 'unsubscribe/v1', 32),
  );
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();
  const payloadOf = ({ userId, kind, tenant }: UnsubscribeTarget) => `${userId}.${kind}.${tenant}`;
  return {
    linkFor(target) {
      const token = `${payloadOf(target)}.${sign(payloadOf(target)).toString('base64url')}`;
      const url = `${options.publicUrl}${UNSUBSCRIBE_PATH}?token=${token}`;
      return {
        url,
        headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      };
    },
    verify(token) {
      const [userId, kind, tenant, signature, ...rest] = token.split('.');
      if (rest.length > 0 || !/^[1-9]\d{0,9}$/.test(userId ?? '') || !isKind(kind) || !isTenantId(tenant)) {
        return null;
      }
      const target = { userId: Number(userId), kind, tenant };
      const given = Buffer.from(signature ?? '', 'base64url');
      const expected = sign(payloadOf(target));
      return given.length === expected.length && timingSafeEqual(given, expected) ? target : null;
    },
  };
}
