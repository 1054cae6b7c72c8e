import { useEffect } from 'react';
import { useTranslation } from '../i18n/useTranslation.ts';

const APP_NAME = 'AdAtlas';

/** Page title "<page> – AdAtlas" and the robots meta of the route (spec §2). */
export function useDocumentMeta(titleKey: string, noindex: boolean): void {
  const { t } = useTranslation();
  const title = t(titleKey);
  useEffect(() => {
    document.title = `${title} – ${APP_NAME}`;
    let robots = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!robots) {
      robots = document.createElement('meta');
      robots.name = 'robots';
      document.head.append(robots);
    }
    robots.content = noindex ? 'noindex,nofollow' : 'index,follow';
  }, [title, noindex]);
}
