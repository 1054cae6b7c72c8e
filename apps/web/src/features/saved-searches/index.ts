export { SavedSearchSelector } from './components/SavedSearchSelector.tsx';
