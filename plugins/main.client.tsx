import { bootConsole } from '#kernel/client/boot';
import { clientPlugins } from './index.client.ts';

// The console's composition root: the kernel never imports plugins; this entry hands it their (lazy) list.
bootConsole(clientPlugins);
