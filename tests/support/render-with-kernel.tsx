import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { userStore } from '../../kernel/client/stores/user-store.ts';
import { initTestI18n, render } from '../unit/widgets/helpers.tsx';

/**
 * Renders a piece of console UI the way the kernel hosts it: real i18n (the locale files), a router, and a
 * signed-in person holding `permissions` and `roles`. For client unit tests of kernel and plugin components.
 */
export async function renderWithKernel(
  ui: ReactElement,
  opts: { permissions?: string[]; roles?: string[]; language?: string; path?: string } = {},
) {
  await initTestI18n(opts.language ?? 'zh-CN');
  userStore.permissions = opts.permissions ?? [];
  userStore.roles = opts.roles ?? ['common'];
  return render(<MemoryRouter initialEntries={[opts.path ?? '/']}>{ui}</MemoryRouter>);
}
