export * from './inferred-relations.rules.ts';
export * from './inferred-relations.schemas.ts';
