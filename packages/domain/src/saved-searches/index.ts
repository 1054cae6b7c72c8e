export * from './saved-searches.constants.ts';
export * from './saved-searches.schemas.ts';
