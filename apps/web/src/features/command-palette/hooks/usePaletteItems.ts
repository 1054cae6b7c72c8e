import { canAccess, visibleMenuItems } from '@adatlas/domain/navigation';
import { allowedSearchGroups, SEARCH_KEY_MIN_LENGTH } from '@adatlas/domain/search';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Language } from '../../../i18n/languages.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { pageCommands } from '../../../shared/commands/pageCommands.ts';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue.ts';
import { hasLiveLicence } from '../../../shared/session/switchTenant.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { PROFILE_SECTIONS } from '../../profile/index.ts';
import { searchQueries } from '../../search/index.ts';
import { tenantQueries } from '../../tenants/index.ts';
import { paletteSavedSearchQueries } from '../api/paletteSavedSearches.queries.ts';
import { arrangePaletteItems, type PaletteItem } from '../utils/paletteItems.ts';
import { loadRecentRecords } from '../utils/recentRecords.ts';
import { recordItems } from '../utils/recordItems.ts';
import { savedSearchItems } from '../utils/savedSearchItems.ts';
import { useSwitchTenant } from './useSwitchTenant.ts';

const DEBOUNCE_MS = 200;

export interface PaletteItemsOptions {
  text: string;
  onChooseLanguage: (language: Language) => Promise<void>;
}

export interface PaletteItems {
  items: PaletteItem[];
  isSearching: boolean;
  /** Whom the recent records belong to (user and country). */
  owner: string;
}

/**
 * Everything the palette offers for `text`: records ranked by the quick search (the header's own
 * call), pitches by title, the pages and profile sections the viewer may open, recent records
 * and saved searches, and the actions of the page on display and of the session.
 */
export function usePaletteItems({ text, onChooseLanguage }: PaletteItemsOptions): PaletteItems {
  const { t, i18n } = useTranslation();
  const { session, viewer } = useSession();
  const switchTenant = useSwitchTenant();
  const key = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const groups = useMemo(() => allowedSearchGroups(viewer), [viewer]);
  const isLongEnough = key.length >= SEARCH_KEY_MIN_LENGTH;
  const quick = useQuery({ ...searchQueries.quick(key), enabled: isLongEnough && groups.length > 0 });
  const tenants = useQuery(tenantQueries.list(session?.user.id ?? null));
  const savedSearches = useQuery({
    ...paletteSavedSearchQueries.all(),
    enabled: session?.flags.savedSearch === true,
  });
  const owner = `${session?.user.id ?? ''}:${session?.tenant ?? ''}`;

  const records = useMemo((): PaletteItem[] => {
    if (!isLongEnough) return [];
    const found = quick.data ? recordItems(quick.data, groups) : [];
    if (canAccess(viewer, ['pitch'])) {
      found.push({
        id: 'pitches-by-title',
        group: 'pitches',
        label: t('COMMAND_PALETTE.PITCHES_TITLED', { text: key }),
        to: `/pitch?title=${encodeURIComponent(key)}`,
      });
    }
    if (groups.length > 0) {
      found.push({
        id: 'all-results',
        group: 'pages',
        label: t('COMMAND_PALETTE.ALL_RESULTS', { text: key }),
        to: `/searchPage?key=${encodeURIComponent(key)}`,
      });
    }
    return found;
  }, [isLongEnough, quick.data, key, groups, viewer, t]);

  const entries = useMemo((): PaletteItem[] => {
    const list: PaletteItem[] = loadRecentRecords(owner).map((record) => ({
      id: `recent-${record.to}`,
      group: 'recent',
      label: record.label,
      detail: record.detail,
      to: record.to,
    }));
    for (const command of pageCommands.list()) {
      list.push({
        id: `command-${command.id}`,
        group: 'actions',
        label: t(command.labelKey),
        run: command.run,
      });
    }
    const now = new Date();
    for (const tenant of tenants.data ?? []) {
      const isOpen =
        viewer.isAdmin || (!tenant.hidden && session && hasLiveLicence(session.licence, tenant.id, now));
      if (tenant.id === session?.tenant || !isOpen) continue;
      list.push({
        id: `tenant-${tenant.id}`,
        group: 'actions',
        label: t('COMMAND_PALETTE.SWITCH_COUNTRY', { country: t(`TENANT.${tenant.id}`) }),
        run: () => void switchTenant(tenant.id),
      });
    }
    // The languages are the names the dictionary gives them: importing the language list here would
    // move it out of the first page's chunk into one of its own, and the first page is at its budget.
    const names = i18n.dictionary('en')?.LANGUAGE as Record<Language, string> | undefined;
    for (const language of Object.keys(names ?? {}) as Language[]) {
      if (language === i18n.language) continue;
      list.push({
        id: `language-${language}`,
        group: 'actions',
        label: t('COMMAND_PALETTE.SWITCH_LANGUAGE', { language: t(`LANGUAGE.${language}`) }),
        run: () => void onChooseLanguage(language),
      });
    }
    for (const item of visibleMenuItems(viewer, session?.flags)) {
      list.push({ id: `page-${item.key}`, group: 'pages', label: t(`MENU.${item.key}`), to: item.path });
    }
    for (const section of PROFILE_SECTIONS) {
      if (!canAccess(viewer, section.scopes)) continue;
      list.push({
        id: `profile-${section.key}`,
        group: 'pages',
        label: `${t('PAGES.PROFILE.TITLE')} › ${t(section.titleKey)}`,
        to: `/profile/${section.key}`,
      });
    }
    if (viewer.isAdmin)
      list.push({ id: 'page-admin', group: 'pages', label: t('ADMIN.TITLE'), to: '/admin' });
    list.push(...savedSearchItems(savedSearches.data ?? [], t));
    return list;
  }, [
    owner,
    tenants.data,
    savedSearches.data,
    session,
    viewer,
    t,
    i18n.language,
    switchTenant,
    onChooseLanguage,
    i18n.dictionary,
  ]);

  return {
    items: arrangePaletteItems(text, records, entries),
    isSearching: isLongEnough && quick.isFetching,
    owner,
  };
}
