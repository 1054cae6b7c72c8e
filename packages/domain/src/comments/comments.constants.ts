export const COMMENT_TYPES = ['private', 'public'] as const;
export type CommentType = (typeof COMMENT_TYPES)[number];

export const COMMENT_ENTITIES = ['company', 'contact'] as const;
export type CommentEntity = (typeof COMMENT_ENTITIES)[number];

export const COMMENT_MAX_LENGTH = 5000;
