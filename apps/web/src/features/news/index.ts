export { EntityNewsCard } from './components/EntityNewsCard.tsx';
export { NewsFeed } from './components/NewsFeed.tsx';
