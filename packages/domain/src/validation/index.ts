export * from './tax-id.rules.ts';
export * from './validation.constants.ts';
export * from './validation.rules.ts';
export * from './validation.schemas.ts';
