export * from './brand-advertisers.schemas.ts';
export * from './creativity.schemas.ts';
export * from './home.schemas.ts';
export * from './market-data.constants.ts';
export * from './news.schemas.ts';
export * from './pitch-scores.schemas.ts';
export * from './pitches.schemas.ts';
export * from './work-relations.schemas.ts';
