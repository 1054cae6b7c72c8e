export * from './billing.api.schemas.ts';
export * from './billing.constants.ts';
export * from './billing.rules.ts';
export * from './billing.schemas.ts';
export * from './credit-allowance.rules.ts';
export * from './plan-scopes.rules.ts';
export * from './subscription-access.rules.ts';
export * from './subscription-state.rules.ts';
