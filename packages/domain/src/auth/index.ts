export * from './account-security.schemas.ts';
export * from './auth.constants.ts';
export * from './auth.rules.ts';
export * from './auth.schemas.ts';
export * from './billing-info.rules.ts';
export * from './login-throttle.rules.ts';
export * from './two-factor.schemas.ts';
