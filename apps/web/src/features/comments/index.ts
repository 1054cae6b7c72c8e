export { CommentsCard } from './components/CommentsCard.tsx';
