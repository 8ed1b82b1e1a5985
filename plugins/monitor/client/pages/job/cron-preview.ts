/** What the cron preview shows: nothing yet, loading, the next run times, or the server's refusal. */
export type CronPreviewState =
  | { kind: 'empty' }
  | { kind: 'loading'; cron: string }
  | { kind: 'ok'; cron: string; runs: string[] }
  | { kind: 'error'; cron: string; message: string };

/** Debounce of the live cron preview while typing (ms). */
export const CRON_PREVIEW_DELAY_MS = 400;

/**
 * Debounced "next run times" look-up: each keystroke restarts the wait, only the last expression
 * typed is asked about, and an answer for an expression that is no longer current is dropped (a slow
 * answer must not overwrite a newer one).
 */
export function createCronPreview(
  fetch: (cron: string) => Promise<string[]>,
  onState: (s: CronPreviewState) => void,
  delayMs = CRON_PREVIEW_DELAY_MS,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current = '';
  let disposed = false;
  return {
    update(raw: string | undefined) {
      const cron = (raw ?? '').trim();
      current = cron;
      if (timer) clearTimeout(timer);
      if (!cron) {
        onState({ kind: 'empty' });
        return;
      }
      onState({ kind: 'loading', cron });
      timer = setTimeout(() => {
        fetch(cron).then(
          (runs) => {
            if (!disposed && cron === current) onState({ kind: 'ok', cron, runs });
          },
          (e: unknown) => {
            if (!disposed && cron === current) onState({ kind: 'error', cron, message: e instanceof Error ? e.message : String(e) });
          },
        );
      }, delayMs);
    },
    dispose() {
      disposed = true;
      if (timer) clearTimeout(timer);
    },
  };
}
