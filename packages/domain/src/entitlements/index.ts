export * from './entitlements.constants.ts';
export * from './entitlements.rules.ts';
