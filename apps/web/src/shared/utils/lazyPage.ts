import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A page loaded in its own chunk on first visit, from a module with a named export. */
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
