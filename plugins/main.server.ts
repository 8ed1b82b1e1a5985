import { startServer } from '#kernel/server';
import { serverPlugins } from './index.server.ts';

// The server's composition root: the kernel never imports plugins; this entry hands it their list.
startServer(serverPlugins);
