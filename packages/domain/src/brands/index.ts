export * from './brands.schemas.ts';
