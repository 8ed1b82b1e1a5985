/** The bundle `npm start` runs, under the project root `root`. */
export function serverBundle(root: string): string;
/** True when the bundle is missing or any server source (kernel/server, kernel/shared, plugins) is newer. */
export function bundleStale(root: string): boolean;
