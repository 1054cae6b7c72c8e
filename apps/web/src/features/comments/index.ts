export { CommentsCard } from './components/CommentsCard.tsx';
export { useCommentsEnabled } from './hooks/useCommentsEnabled.ts';
