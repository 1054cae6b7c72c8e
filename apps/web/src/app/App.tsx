export function App() {
  return <main>AdAtlas</main>;
}
