export * from './alerts.constants.ts';
export * from './alerts.rules.ts';
export * from './alerts.schemas.ts';
