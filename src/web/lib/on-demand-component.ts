import {
  createElement,
  startTransition,
  useEffect,
  useState,
  type ComponentType,
  type FunctionComponent,
  type ReactElement,
} from 'react';

type Module<Props> = { default: ComponentType<Props> };

/**
 * A component in a chunk of its own, downloaded on demand, for a place that shows its own loading
 * state meanwhile instead of a Suspense fallback. React.lazy suspends on its first render even when
 * the module has already arrived, and React then holds the revealed content back until 300 ms
 * after the fallback appeared (its rule against flashing a fallback): on a first visit that delayed
 * the page by those 300 ms. Here the caller renders its loading state while `useElement()` is
 * undefined, and the component once it is there, rendered as a transition (in slices, so a long
 * first render does not block input). A failed download is thrown during render (the error
 * boundary's reload or Retry), and the next render tries again.
 */
export function onDemandComponent<Props extends object>(load: () => Promise<Module<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<Module<Props>> | undefined;

  /** Starts the download (once; again after a failure). */
  const start = (): Promise<Module<Props>> =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  /** The component rendered with `props` once downloaded (starting the download), else undefined. */
  function useElement(props: Props): ReactElement | undefined {
    const [state, setState] = useState<{ component?: ComponentType<Props>; error?: unknown }>(() =>
      loaded ? { component: loaded } : {},
    );
    useEffect(() => {
      if (state.component || state.error !== undefined) return;
      let active = true;
      start().then(
        (module) => active && startTransition(() => setState({ component: module.default })),
        (error: unknown) => active && setState({ error }),
      );
      return () => {
        active = false;
      };
    }, [state]);
    if (state.error !== undefined) throw state.error;
    return state.component && createElement(state.component as FunctionComponent<Props>, props);
  }

  return { load: start, useElement };
}
