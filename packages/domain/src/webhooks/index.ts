export * from './webhooks.constants.ts';
export * from './webhooks.rules.ts';
export * from './webhooks.schemas.ts';
