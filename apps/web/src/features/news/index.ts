export { NewsFeed } from './components/NewsFeed.tsx';
