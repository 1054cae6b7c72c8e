import { lazyPage } from '../../shared/utils/lazyPage.ts';

export const PitchPage = lazyPage(() => import('./pages/PitchPage.tsx'), 'PitchPage');

// What other lists reuse: company links, the sector tree, flat reference lists, a pitch's status.
export { CompanyLink } from './components/CompanyLink.tsx';
export { FlatListSelect } from './components/FlatListSelect.tsx';
export { PitchStatusTag } from './components/PitchStatusTag.tsx';
export { SectorTreeSelect } from './components/SectorTreeSelect.tsx';
export { pitchStatus } from './utils/pitchStatus.ts';
