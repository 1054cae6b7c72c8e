export * from './flags.constants.ts';
export * from './flags.rules.ts';
