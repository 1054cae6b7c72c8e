export * from './crm.constants.ts';
export * from './crm.rules.ts';
export * from './crm.schemas.ts';
