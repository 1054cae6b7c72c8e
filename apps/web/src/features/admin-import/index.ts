export { importQueries } from './api/import.queries.ts';
export { ImportWizard } from './components/ImportWizard.tsx';
