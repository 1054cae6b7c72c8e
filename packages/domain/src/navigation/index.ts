export * from './navigation.constants.ts';
export * from './navigation.rules.ts';
