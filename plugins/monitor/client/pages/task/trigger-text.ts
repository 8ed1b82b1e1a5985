import type { TFunction } from 'i18next';
import type { ScheduledTask } from '../../api/task-api.ts';

/** The trigger of a task in words: its cron, or "every N s (fixed rate|fixed delay), first after M s". */
export function triggerText(t: TFunction, task: Pick<ScheduledTask, 'taskTrigger' | 'data'>): string {
  if (task.taskTrigger === 'Cron') return t('monitor:task.cronTrigger', { cron: task.data.cron ?? '' });
  const mode = task.data.fixedRate === 'N' ? t('monitor:task.fixedDelay') : t('monitor:task.fixedRate');
  return t('monitor:task.periodicTrigger', { mode, seconds: task.data.seconds ?? 0, delay: task.data.delaySeconds ?? 0 });
}
