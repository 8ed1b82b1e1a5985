import { pushQueue } from '../../kernel/server/pusher/queue.ts';
import { measurePusherOverhead } from './pusher-overhead.ts';
if (process.env.NOWORK) (pushQueue.work as { workers?: number }).workers = 0;
const rows = await measurePusherOverhead(console.log);
console.log(rows[0].note, rows[0].verdict);
process.exit(0);
