export * from './tenants.constants.ts';
export * from './tenants.schemas.ts';
