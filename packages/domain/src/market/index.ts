export * from './market.constants.ts';
export * from './market.rules.ts';
export * from './market.schemas.ts';
export * from './pitch-score.rules.ts';
