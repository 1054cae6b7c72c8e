export { loginThrottlesQueries } from './api/loginThrottles.queries.ts';
export { LoginThrottlesPanel } from './components/LoginThrottlesPanel.tsx';
