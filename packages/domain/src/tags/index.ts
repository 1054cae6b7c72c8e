export * from './tags.constants.ts';
export * from './tags.rules.ts';
export * from './tags.schemas.ts';
