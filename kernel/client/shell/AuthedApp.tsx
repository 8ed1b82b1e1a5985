import { useMemo } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import '@arco-design/web-react/dist/css/arco.css';
import './shell.css';
import { permissionStore } from '../stores/permission-store.ts';
import { buildRoutes, type RouteHandle } from '../router/route-builder.tsx';
import { isRegistered, routeElement as element } from '../router/route-elements.tsx';
import { findChain } from '../router/route-tree.ts';
import { RedirectView } from './RedirectView.tsx';
import { Shell } from './Shell.tsx';
import { CurrentRouteContext, type CurrentRoute } from './route-context.ts';

/** Everything behind the login: the shell with the menu routes, plus full-window pages. */
export default function AuthedApp() {
  const { shell, window: windowRoutes } = useSnapshot(permissionStore);
  const location = useLocation();

  const routes = useMemo<RouteObject[]>(
    () => [
      {
        element: <Shell />,
        children: [
          { index: true, element: <Navigate to="/index" replace /> },
          ...buildRoutes(shell, isRegistered, element),
          { path: 'redirect/*', element: <RedirectView /> },
          { path: '*', element: <Navigate to="/404" replace /> },
        ],
      },
      ...buildRoutes(windowRoutes, isRegistered, element),
    ],
    [shell, windowRoutes],
  );

  const current = useMemo<CurrentRoute>(() => {
    const matches = matchRoutes(routes, location) ?? [];
    const last = [...matches].reverse().find((m) => (m.route.handle as RouteHandle | undefined)?.node?.meta?.title);
    const handle = last?.route.handle as RouteHandle | undefined;
    const chain = handle ? findChain(shell, handle.fullPath) : [];
    return { node: handle?.node ?? null, routePath: handle?.fullPath ?? '', chain };
  }, [routes, location, shell]);

  const outlet = useRoutes(routes);
  return <CurrentRouteContext.Provider value={current}>{outlet}</CurrentRouteContext.Provider>;
}
