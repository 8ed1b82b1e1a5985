/** Refusal of a manual run; the monitor plugin localizes `reason`. */
export class RunRefused extends Error {
  constructor(public reason: 'notFound' | 'alreadyRunning' | 'taskEnabled') {
    super(reason);
  }
}
