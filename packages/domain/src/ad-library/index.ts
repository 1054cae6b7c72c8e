export * from './advertiser-match.constants.ts';
export * from './advertiser-match.rules.ts';
export * from './advertiser-match.schemas.ts';
export * from './advertiser-name.ts';
