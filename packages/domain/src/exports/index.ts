export * from './exports.constants.ts';
export * from './exports.rules.ts';
export * from './exports.schemas.ts';
