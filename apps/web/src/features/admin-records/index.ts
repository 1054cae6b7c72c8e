export { recordsQueries } from './api/records.queries.ts';
export { RecordsPanel } from './components/RecordsPanel.tsx';
