export * from './api-keys.constants.ts';
export * from './api-keys.rules.ts';
export * from './api-keys.schemas.ts';
