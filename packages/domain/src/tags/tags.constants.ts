/** What a tag can be put on (spec data §3 entity type constants). */
export const TAG_ENTITIES = ['company', 'contact', 'pitch', 'pitchScore'] as const;
export type TagEntity = (typeof TAG_ENTITIES)[number];

/** The key of each entity in counts, PUT bodies and the tag detail response. */
export const TAG_ENTITY_KEYS = {
  company: 'companies',
  contact: 'contacts',
  pitch: 'pitches',
  pitchScore: 'pitchScores',
} as const satisfies Record<TagEntity, string>;
export type TagEntityKey = (typeof TAG_ENTITY_KEYS)[TagEntity];

export const TAG_NAME_MAX_LENGTH = 60;
/** Ids associated in one PUT /tag/:id (a selection, not a whole search: that is associate-all). */
export const TAG_SELECTION_MAX = 2999;
export const TAG_NAME_TAKEN_MESSAGE = 'A tag with this name already exists';
