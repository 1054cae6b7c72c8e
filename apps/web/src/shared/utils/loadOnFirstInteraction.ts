const FIRST_INTERACTION = ['input', 'keydown', 'pointerdown'] as const;

/**
 * Calls `load` once, at the visitor's first input, key or tap anywhere on the page (not at a
 * focus: a form focuses its first field itself), for code the next step needs that the page's
 * own load should not pay for. Returns the cleanup, for an effect.
 */
export function loadOnFirstInteraction(load: () => Promise<unknown>): () => void {
  const stop = () => {
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, start, true);
  };
  function start() {
    stop();
    load().catch(() => undefined);
  }
  for (const type of FIRST_INTERACTION) window.addEventListener(type, start, true);
  return stop;
}
