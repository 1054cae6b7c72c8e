export * from './ad-library-ingestion.constants.ts';
export * from './ad-library-ingestion.schemas.ts';
