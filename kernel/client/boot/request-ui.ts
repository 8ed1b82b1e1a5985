import i18next from 'i18next';
import Message from '@arco-design/web-react/es/Message';
import Notification from '@arco-design/web-react/es/Notification';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Notification/style/css.js';
// the stylesheet is small; the Modal code itself loads on demand
import '@arco-design/web-react/es/Modal/style/css.js';
import { setRequestUi } from '../request/index.ts';
import { removeToken } from '../auth/token.ts';
import { ADMIN_BASE } from '../runtime.ts';

/** Shows the re-login prompt; Modal is fetched on demand so the login page does not pay for it. */
function confirmRelogin(): Promise<boolean> {
  return import('@arco-design/web-react/es/Modal').then(
    ({ default: Modal }) =>
      new Promise<boolean>((resolve) => {
        Modal.confirm({
          title: i18next.t('common:tip.title'),
          content: i18next.t('common:request.sessionExpired'),
          okText: i18next.t('common:request.relogin'),
          cancelText: i18next.t('common:action.cancel'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
  );
}

/** Drops the token and reloads at the admin index (SPEC §4: relogin goes to the admin index); the page's memory goes with the reload. */
export function hardLogout(): void {
  removeToken();
  window.location.href = `${ADMIN_BASE}index`;
}

/** Connects the request layer to Arco messages and dialogs. */
export function installRequestUi(): void {
  setRequestUi({
    error: (content, duration) => Message.error({ content, duration: duration ?? 3000 }),
    warning: (content) => Message.warning(content),
    notify: (content) => Notification.error({ title: i18next.t('common:tip.title'), content }),
    confirmRelogin,
    logout: hardLogout,
    t: (key, params) => i18next.t(key, params),
  });
}
