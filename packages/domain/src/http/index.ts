export * from './http.constants.ts';
