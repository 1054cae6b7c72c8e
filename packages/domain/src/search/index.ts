export * from './search.constants.ts';
export * from './search.rules.ts';
export * from './search.schemas.ts';
export * from './search-groups.rules.ts';
