import type { FastifyRequest } from 'fastify';
import { AppError, AsyncTaskError, CronError, InvokeTargetError, RunRefused, fail, invalidField } from '#kernel/server';
import { ResultCode } from '#kernel/shared';
/**
 * Turns the kernel's structured refusals (scheduler, invoke targets, async tasks) into localized
 * `monitor:errors.*` envelopes; anything else is rethrown unchanged.
 */
export function localize(e: unknown, req: FastifyRequest, field = 'invokeTarget', cronField = 'cronExpression'): never {
  if (e instanceof CronError)
    throw new AppError(ResultCode.ERROR, 'monitor:errors.badCron', { cron: e.expression }, { field: cronField, detail: e.detail });
  if (e instanceof InvokeTargetError) {
    const key = { syntax: 'invokeSyntax', unknownHandler: 'unknownHandler', argCount: 'argCount', argType: 'argType' }[e.reason];
    const params: Record<string, unknown> = { ...e.params };
    if (typeof params.expected === 'string' && e.reason === 'argType') params.expected = req.t(`monitor:types.${params.expected}`);
    throw invalidField(field, `monitor:errors.${key}`, params);
  }
  if (e instanceof RunRefused) {
    const key = { notFound: 'jobNotFound', alreadyRunning: 'alreadyRunning', taskEnabled: 'taskEnabled' }[e.reason];
    throw fail(`monitor:errors.${key}`, { id: '' });
  }
  if (e instanceof AsyncTaskError) {
    const key = {
      duplicate: 'asyncDuplicate',
      notInterruptible: 'asyncNotInterruptible',
      notFound: 'asyncNotFound',
      stillRunning: 'asyncStillRunning',
    }[e.reason];
    throw fail(`monitor:errors.${key}`, { id: e.taskId });
  }
  throw e;
}
