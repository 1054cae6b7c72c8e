export * from './errors.constants.ts';
export * from './errors.schemas.ts';
