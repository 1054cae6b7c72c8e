export { InferredRelationsTab } from './components/InferredRelationsTab.tsx';
