import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A page whose code loads on first render, or earlier through `preload`. */
export type LazyPage<Component extends ComponentType = ComponentType> = LazyExoticComponent<Component> & {
  /** Starts loading the page's chunk (once; again after a failure) without rendering it. */
  preload(): Promise<unknown>;
};

/** A page loaded in its own chunk on first visit, from a module with a named export. */
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
): LazyPage<Module[Name]> {
  let loading: Promise<Module> | undefined;
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(
    lazy(async () => ({ default: (await start())[name] })),
    { preload: start },
  );
}
