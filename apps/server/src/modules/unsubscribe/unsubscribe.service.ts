import { SETTING_KEYS } from '@adatlas/domain/alerts';
import { DEFAULT_LANGUAGE, type Language } from '@adatlas/domain/languages';
import type { Databases } from '../../platform/database/databases.ts';
import type { UnsubscribeLinks, UnsubscribeTarget } from '../../platform/mail/unsubscribe-links.ts';
import { upsertSetting } from '../follow/follow.repository.ts';
import { disableWeeklyUpdate, getUnsubscribeRecipient } from './unsubscribe.repository.ts';

/** A valid link: what it stops, and the language its pages speak. */
export interface UnsubscribeRequest {
  target: UnsubscribeTarget;
  language: Language;
}

export interface UnsubscribeService {
  /** Reads a link and changes nothing: mail scanners open links before the user does. */
  read(token: string, browserLanguage: Language | null): Promise<UnsubscribeRequest | null>;
  /** Stops the one kind of mail the link names (the one-click POST); null for a bad link. */
  unsubscribe(token: string, browserLanguage: Language | null, now: Date): Promise<UnsubscribeRequest | null>;
}

export function createUnsubscribeService(deps: {
  databases: Databases;
  links: UnsubscribeLinks;
}): UnsubscribeService {
  const { databases, links } = deps;
  const read = async (token: string, browserLanguage: Language | null) => {
    const target = links.verify(token);
    const recipient = target && (await getUnsubscribeRecipient(databases.core, target.userId));
    if (!target || !recipient) return null;
    return { target, language: recipient.language ?? browserLanguage ?? DEFAULT_LANGUAGE };
  };
  return {
    read,
    async unsubscribe(token, browserLanguage, now) {
      const request = await read(token, browserLanguage);
      if (!request) return null;
      const { userId, kind, tenant } = request.target;
      if (kind === 'weekly') {
        await disableWeeklyUpdate(databases.core, userId, now);
      } else {
        // The same setting the profile's Communications switch writes, in the country of the digest.
        await upsertSetting(databases.tenant(tenant).db, {
          user_id: userId,
          key: SETTING_KEYS.alertsEnabled,
          entity_type: null,
          entity_id: null,
          data: { value: false },
          now,
        });
      }
      return request;
    },
  };
}
