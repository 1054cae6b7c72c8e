export * from './maps.constants.ts';
export * from './maps.schemas.ts';
