import { lazyPage } from '../../shared/utils/lazyPage.ts';

export { meApi } from './api/me.api.ts';
export { SaveErrorAlert } from './components/SaveErrorAlert.tsx';
export { useUpdateMe } from './hooks/useUpdateMe.ts';

export const ProfilePage = lazyPage(() => import('./pages/ProfilePage.tsx'), 'ProfilePage');
