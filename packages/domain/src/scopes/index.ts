export * from './scopes.constants.ts';
export * from './scopes.rules.ts';
