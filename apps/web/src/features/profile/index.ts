import { lazyPage } from '../../shared/utils/lazyPage.ts';

export { meApi } from './api/me.api.ts';
export { SaveErrorAlert } from './components/SaveErrorAlert.tsx';
export { useUpdateMe } from './hooks/useUpdateMe.ts';
export { PROFILE_SECTIONS } from './profileSections.ts';

export const ProfilePage = lazyPage(() => import('./pages/ProfilePage.tsx'), 'ProfilePage');
