import { createElement, lazy, type ComponentType } from 'react';

type Module<Props> = { default: ComponentType<Props> };

/**
 * React.lazy whose download can be started ahead (`preload`): once it has arrived the component
 * renders at once, without suspending. A page rendered on the server, and the browser hydrating
 * it, load it first, so the first render is the page and matches the server's HTML.
 */
export function preloadableLazy<Props extends object>(load: () => Promise<Module<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Preloadable(props: Props) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props as never);
  }
  return Object.assign(Preloadable, { preload });
}
