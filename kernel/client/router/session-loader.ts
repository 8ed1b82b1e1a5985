import { ensurePlugins } from '../boot/plugins.ts';
import { generateRoutes } from './generate-routes.ts';
import { loadUserInfo, mustChangePassword, userStore } from '../stores/user-store.ts';

/** Why a session could not be prepared: plugins are a boot failure, the rest ends the session. */
export class SessionLoadError extends Error {
  constructor(
    message: string,
    readonly stage: 'plugins' | 'info' | 'routes',
  ) {
    super(message);
  }
}

let pending: Promise<void> | null = null;

/** Plugins, then user info (when missing), then routes (SPEC §4 session); concurrent callers share one run. */
export function loadSession(needInfo: boolean): Promise<void> {
  pending ??= (async () => {
    try {
      await ensurePlugins();
    } catch (e) {
      throw new SessionLoadError(e instanceof Error ? e.message : String(e), 'plugins');
    }
    try {
      if (needInfo || userStore.roles.length === 0) await loadUserInfo();
    } catch (e) {
      throw new SessionLoadError(e instanceof Error ? e.message : String(e), 'info');
    }
    try {
      await generateRoutes(userStore.permissions, userStore.roles, !mustChangePassword(userStore.info));
    } catch (e) {
      throw new SessionLoadError(e instanceof Error ? e.message : String(e), 'routes');
    }
  })().finally(() => {
    pending = null;
  });
  return pending;
}
