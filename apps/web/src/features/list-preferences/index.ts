export { ColumnChooser } from './components/ColumnChooser.tsx';
export { type ListColumnChoice, useListColumns } from './hooks/useListColumns.ts';
