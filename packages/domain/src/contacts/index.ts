export * from './contacts.constants.ts';
export * from './contacts.rules.ts';
export * from './contacts.schemas.ts';
