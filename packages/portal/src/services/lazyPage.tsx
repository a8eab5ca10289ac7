import { lazy, type LazyExoticComponent, type ReactNode } from 'react';

type Page<Props> = (props: Props) => ReactNode;

/**
 * One page of a feature's lazy chunk: `load` picks it from a dynamic import
 * of the feature's `pages` module, which is fetched the first time any of
 * its pages renders, then shared by all of them. A Suspense boundary above
 * the route (PortalRoutes, Shell, StatusLayout) shows components/Loading meanwhile.
 */
export function lazyPage<Props extends object>(load: () => Promise<Page<Props>>): LazyExoticComponent<Page<Props>> {
  return lazy(async () => ({ default: await load() }));
}
