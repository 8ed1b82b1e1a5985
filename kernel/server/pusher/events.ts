import type { Kernel } from '../kernel.ts';
import type { PushEventSeed, ServerPlugin } from '../plugin.ts';
import { PluginError } from '../loader.ts';

const T = (zhCN: string, zhTW: string, en: string) => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });

/** The kernel's own events: a scheduled job that failed (Monitor → Jobs). */
export const KERNEL_EVENTS: PushEventSeed[] = [
  {
    code: 'kernel.job.failed',
    name: T('定时任务执行失败', '排程任務執行失敗', 'Scheduled job failed'),
    template: {
      subject: T('定时任务失败：{{ jobName }}', '排程任務失敗：{{ jobName }}', 'Job failed: {{ jobName }}'),
      body: T(
        '任务「{{ jobName }}」（{{ invokeTarget }}）于 {{ time }} 执行失败：{{ error }}',
        '任務「{{ jobName }}」（{{ invokeTarget }}）於 {{ time }} 執行失敗：{{ error }}',
        'Job "{{ jobName }}" ({{ invokeTarget }}) failed at {{ time }}: {{ error }}',
      ),
    },
  },
];

const EVENT_CODE = /^[a-z][a-z0-9-]*(\.[a-zA-Z][a-zA-Z0-9-]*){1,3}$/;

/** Checks the events plugins declare at boot: codes under the plugin's id, none declared twice. */
export function checkEvents(plugins: ServerPlugin[]): void {
  const seen = new Set(KERNEL_EVENTS.map((e) => e.code));
  for (const p of plugins)
    for (const e of p.events ?? []) {
      if (!EVENT_CODE.test(e.code) || !e.code.startsWith(`${p.id}.`))
        throw new PluginError(`plugin "${p.id}": event "${e.code}" must be "${p.id}.<name>"`);
      if (seen.has(e.code)) throw new PluginError(`plugin "${p.id}": event "${e.code}" is declared twice`);
      seen.add(e.code);
    }
}

const registries = new WeakMap<Kernel, Map<string, PushEventSeed>>();

/** Every event the kernel and its enabled plugins declare, by code (in load order). */
export function pushEvents(kernel: Kernel): Map<string, PushEventSeed> {
  let r = registries.get(kernel);
  if (!r) {
    r = new Map([...KERNEL_EVENTS, ...kernel.plugins.flatMap((p) => p.events ?? [])].map((e) => [e.code, e]));
    registries.set(kernel, r);
  }
  return r;
}
