export * from './languages.constants.ts';
export * from './languages.rules.ts';
export * from './languages.schemas.ts';
