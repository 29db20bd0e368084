/**
 * Code-split page component with `preload()`: once preloaded it renders
 * synchronously, so a prerendered route hydrates without suspending (the
 * client entry preloads the matched route before hydrateRoot). Until then it
 * behaves like React.lazy.
 */
import { lazy, type ComponentType } from "react";

export interface LazyPage<P extends object> {
  (props: P): React.JSX.Element;
  /** Loads the page's code (and copy); resolves when it can render synchronously. */
  preload: () => Promise<void>;
}

/** Wraps `loader` (a dynamic import of a module with a default component). */
export function lazyPage<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= loader().then((module) => {
      Loaded = module.default;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded as ComponentType<P> })));
  const Page = (props: P) => (Loaded ? <Loaded {...props} /> : <Lazy {...props} />);
  Page.preload = preload;
  return Page;
}
