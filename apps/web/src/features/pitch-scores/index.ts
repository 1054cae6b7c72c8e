import { lazyPage } from '../../shared/utils/lazyPage.ts';

export const PitchScoresPage = lazyPage(() => import('./pages/PitchScoresPage.tsx'), 'PitchScoresPage');
export { CompanyPitchScores } from './components/CompanyPitchScores.tsx';
