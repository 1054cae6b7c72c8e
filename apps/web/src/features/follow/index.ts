export { FollowButton } from './components/FollowButton.tsx';
export { FollowSelectedButton } from './components/FollowSelectedButton.tsx';
