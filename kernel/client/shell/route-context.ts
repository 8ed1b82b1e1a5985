import { createContext, useContext } from 'react';
import type { RouterNode } from '../../shared/router-contract.ts';

/** What the shell knows about the current location. */
export interface CurrentRoute {
  node: RouterNode | null;
  /** full pattern path of the matched menu route ('/system/user') */
  routePath: string;
  /** ancestors with titles, top first, for the breadcrumb */
  chain: { path: string; node: RouterNode }[];
}

export const CurrentRouteContext = createContext<CurrentRoute>({ node: null, routePath: '', chain: [] });

export const useCurrentRoute = (): CurrentRoute => useContext(CurrentRouteContext);
