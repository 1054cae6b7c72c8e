export * from './sso.rules.ts';
export * from './sso.schemas.ts';
