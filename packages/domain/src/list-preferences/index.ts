export * from './list-preferences.constants.ts';
export * from './list-preferences.rules.ts';
export * from './list-preferences.schemas.ts';
