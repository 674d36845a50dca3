import type { ComponentType, LazyExoticComponent } from 'react';

/** One seed page path (without the leading slash), e.g. 'pages/house/detail'. */
export type TPageRoute = {
  path: string;
  title: string;
  component: LazyExoticComponent<ComponentType> | ComponentType;
  /** Shown with the tab bar. */
  tab?: boolean;
  /** Drawn over the page that opened it, which stays mounted beneath (the global dialog route). */
  overlay?: boolean;
};
