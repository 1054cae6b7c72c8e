export * from './reference-lists.rules.ts';
export * from './reference-lists.schemas.ts';
