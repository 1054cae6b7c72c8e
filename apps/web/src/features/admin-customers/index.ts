export { customersQueries } from './api/customers.queries.ts';
export { CustomersPanel } from './components/CustomersPanel.tsx';
