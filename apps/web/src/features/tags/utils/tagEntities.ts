import type { TagEntity } from '@adatlas/domain/tags';

/** The /tag page's tabs, in the order of `selectedEntity` (spec data §2: 0 company … 3 pitch score). */
export const TAG_ENTITY_LABELS: Record<TagEntity, string> = {
  company: 'TAG.TABS.COMPANIES',
  contact: 'TAG.TABS.CONTACTS',
  pitch: 'TAG.TABS.PITCHES',
  pitchScore: 'TAG.TABS.PITCH_SCORES',
};
