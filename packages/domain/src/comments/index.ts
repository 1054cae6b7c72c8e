export * from './comments.constants.ts';
export * from './comments.rules.ts';
export * from './comments.schemas.ts';
