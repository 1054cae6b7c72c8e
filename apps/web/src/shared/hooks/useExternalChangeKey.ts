import { useState } from 'react';

/**
 * A key for a form over a value kept elsewhere (the URL): `generation` changes when the value's
 * `key` changes from outside the form (a saved search, the back button), so the form starts again
 * from it, and stays for the form's own changes, announced through `ownChange` with the key they
 * will give. The router shows a new URL in a transition: a form started again then took what was
 * typed meanwhile.
 */
export function useExternalChangeKey(key: string): {
  generation: number;
  ownChange: (next: string) => void;
} {
  const [own, setOwn] = useState<string | null>(null);
  const [shown, setShown] = useState({ key, generation: 0 });
  if (shown.key !== key) {
    setShown({ key, generation: key === own ? shown.generation : shown.generation + 1 });
    setOwn(null);
  }
  return { generation: shown.generation, ownChange: setOwn };
}
