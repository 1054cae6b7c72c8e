// The result lists of the company and contact searches: one page skeleton (title, toolbar, tag
// mode, selection, export, saved searches, paging) and their rows' selection and keyboard. A
// feature, not shared UI, because it wires the tags, exports, saved-searches and list-preferences
// features together.
export {
  SearchListPage,
  type SearchListPageProps,
  type SearchListQuery,
  type SearchListState,
} from './components/SearchListPage.tsx';
export { type SearchListRows, useSearchListRows } from './hooks/useSearchListRows.ts';
