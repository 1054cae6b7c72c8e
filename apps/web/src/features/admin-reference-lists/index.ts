export { referenceListsQueries } from './api/referenceLists.queries.ts';
export { FlatListsPanel } from './components/FlatListsPanel.tsx';
export { ReferenceListsPanel } from './components/ReferenceListsPanel.tsx';
