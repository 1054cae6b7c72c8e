export * from './registration.constants.ts';
export * from './registration.rules.ts';
export * from './registration.schemas.ts';
