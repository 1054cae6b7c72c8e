export * from './profiles.constants.ts';
export * from './profiles.rules.ts';
