export * from './companies.constants.ts';
export * from './companies.rules.ts';
export * from './company-detail.schemas.ts';
export * from './company-search.schemas.ts';
