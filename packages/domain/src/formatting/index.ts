export * from './formatting.constants.ts';
export * from './formatting.rules.ts';
export * from './formatting.schemas.ts';
