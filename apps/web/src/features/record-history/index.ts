export { FreshnessMark } from './components/FreshnessMark.tsx';
export { RecordHistorySection, UpdatedLabel } from './components/LazyDetailParts.tsx';
