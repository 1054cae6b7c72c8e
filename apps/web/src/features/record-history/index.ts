export { FreshnessMark } from './components/FreshnessMark.tsx';
export { RecordHistorySection } from './components/RecordHistorySection.tsx';
export { UpdatedLabel } from './components/UpdatedLabel.tsx';
