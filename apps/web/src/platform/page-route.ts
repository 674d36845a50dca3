import type { ComponentType } from 'react';
import type { TLazyPage } from './lazy-page.ts';

/** One seed page path (without the leading slash), e.g. 'pages/house/detail'. */
export type TPageRoute = {
  path: string;
  title: string;
  component: TLazyPage | ComponentType;
  /** Shown with the tab bar. */
  tab?: boolean;
  /** Drawn over the page that opened it, which stays mounted beneath (the global dialog route). */
  overlay?: boolean;
};
