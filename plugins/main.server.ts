import { startServer } from '#kernel/server/start';

// The server's composition root: the kernel never imports plugins; this entry hands it their list, loaded
// only by a process that serves (a cluster primary starts its workers without them).
startServer(async () => (await import('./index.server.ts')).serverPlugins);
