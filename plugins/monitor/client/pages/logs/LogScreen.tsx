import { PageHost } from '#kernel/client';

type RouteNode = Parameters<typeof PageHost>[0]['node'];

/**
 * The v1.4.3 log screens (monitor/logs/operation, monitor/logs/logininfo) are the system plugin's operation
 * and login log pages: shown here through the kernel's page registry, not by importing that plugin.
 */
export function logScreen(systemPage: string) {
  return function LogScreen({ route }: { route?: RouteNode }) {
    return <PageHost name={systemPage} node={route} />;
  };
}
