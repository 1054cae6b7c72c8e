export { AdvertiserMatchingTab } from './components/AdvertiserMatchingTab.tsx';
