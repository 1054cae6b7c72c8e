export * from './record-history.constants.ts';
export * from './record-history.rules.ts';
export * from './record-history.schemas.ts';
