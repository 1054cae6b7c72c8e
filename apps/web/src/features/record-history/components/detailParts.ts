export { RecordHistorySection } from './RecordHistorySection.tsx';
export { UpdatedLabel } from './UpdatedLabel.tsx';
