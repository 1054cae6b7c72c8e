export * from './common.constants.ts';
export * from './common.schemas.ts';
