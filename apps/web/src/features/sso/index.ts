import { lazyPage } from '../../shared/utils/lazyPage.ts';

export { SsoSignInOffer } from './components/SsoSignInOffer.tsx';

export const SsoCallbackPage = lazyPage(() => import('./pages/SsoCallbackPage.tsx'), 'SsoCallbackPage');
export { SsoProvidersPanel } from './components/SsoProvidersPanel.tsx';
