export { StaticMap, type StaticMapProps } from './components/StaticMap.tsx';
