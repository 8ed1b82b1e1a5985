/**
 * What the request layer shows a person; the shell installs Arco-backed functions at boot, unit tests
 * install recorders. Keeping this seam makes the request layer testable without a DOM.
 */
export interface RequestUi {
  error(message: string, durationMs?: number): void;
  warning(message: string): void;
  notify(message: string): void;
  /** resolves true when the person chose to log in again */
  confirmRelogin(): Promise<boolean>;
  /** clears the session and goes to the admin index */
  logout(): void;
  t(key: string, params?: Record<string, unknown>): string;
}

let ui: RequestUi = {
  error: (m) => console.error(m),
  warning: (m) => console.warn(m),
  notify: (m) => console.error(m),
  confirmRelogin: async () => false,
  logout: () => {},
  t: (k) => k,
};

export function setRequestUi(next: Partial<RequestUi>): void {
  ui = { ...ui, ...next };
}

export function requestUi(): RequestUi {
  return ui;
}
