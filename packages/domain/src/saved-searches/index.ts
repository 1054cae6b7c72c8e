export * from './saved-searches.constants.ts';
export * from './saved-searches.rules.ts';
export * from './saved-searches.schemas.ts';
