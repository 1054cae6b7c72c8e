export * from './dictionary.constants.ts';
export * from './dictionary.rules.ts';
export * from './dictionary.schemas.ts';
