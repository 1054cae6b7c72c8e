export { brandQueries } from './api/brands.queries.ts';
export { BrandModal, type BrandModalProps } from './components/BrandModal.tsx';
