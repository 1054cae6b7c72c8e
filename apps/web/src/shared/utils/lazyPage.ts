import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A component with any props (React's own `lazy` takes the same). */
// biome-ignore lint/suspicious/noExplicitAny: props are the loaded component's own.
type AnyComponent = ComponentType<any>;

/** A page (or a dialog, a panel) whose code loads on first render, or earlier through `preload`. */
export type LazyPage<Component extends AnyComponent = ComponentType> = LazyExoticComponent<Component> & {
  /** Starts loading the chunk (once; again after a failure) without rendering it. */
  preload(): Promise<unknown>;
};

/**
 * A page loaded in its own chunk on first visit, from a module with a named export; also a
 * dialog or panel a page opens (`usePreloadWhenIdle` loads it ahead).
 *
 * Once the chunk is there (preloaded, or shown before), the page renders without suspending: the
 * loader hands React a thenable that calls back at once, which React reads as a resolved page.
 * A promise, even a settled one, calls back only after the render, so the page suspended, its
 * fallback was shown, and React then held the page back until the fallback had been up 300 ms
 * (its throttle against flashing fallbacks): every page opened by its address showed 0.2–0.3 s
 * of blank first (docs/performance.md §39).
 */
export function lazyPage<Name extends string, Module extends Record<Name, AnyComponent>>(
  load: () => Promise<Module>,
  name: Name,
): LazyPage<Module[Name]> {
  let loading: Promise<Module> | undefined;
  let loaded: Module | undefined;
  const start = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const render = (): Promise<{ default: Module[Name] }> => {
    if (loaded) return calledBackAtOnce({ default: loaded[name] });
    return start().then((module) => ({ default: module[name] }));
  };
  return Object.assign(lazy(render), { preload: start });
}

/**
 * A thenable whose `then` calls back before returning: React's `lazy` calls only `then`, and reads
 * the page as loaded when the callback ran during the call.
 */
function calledBackAtOnce<Value>(value: Value): Promise<Value> {
  const thenable = {
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what React's lazy takes.
    then(onFulfilled?: (value: Value) => unknown) {
      onFulfilled?.(value);
    },
  };
  return thenable as unknown as Promise<Value>;
}
