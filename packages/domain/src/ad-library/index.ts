export * from './advertiser-name.ts';
