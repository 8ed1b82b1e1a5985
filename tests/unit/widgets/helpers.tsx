import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhCNCommon from '../../../locales/zh-CN/common.json';
import zhCNWidgets from '../../../locales/zh-CN/widgets.json';
import zhTWCommon from '../../../locales/zh-TW/common.json';
import zhTWWidgets from '../../../locales/zh-TW/widgets.json';
import enCommon from '../../../locales/en/common.json';
import enWidgets from '../../../locales/en/widgets.json';

(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

/** Starts the shared i18next instance with the real locale files. */
export async function initTestI18n(lng = 'zh-CN') {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng,
      fallbackLng: false,
      ns: ['common', 'widgets'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      resources: {
        'zh-CN': { common: zhCNCommon, widgets: zhCNWidgets },
        'zh-TW': { common: zhTWCommon, widgets: zhTWWidgets },
        en: { common: enCommon, widgets: enWidgets },
      },
    });
  } else await i18next.changeLanguage(lng);
  return i18next;
}

/** Mounts a tree into a fresh container; unmount() cleans up. */
export function render(ui: ReactElement): {
  container: HTMLElement;
  root: Root;
  unmount: () => void;
  rerender: (ui: ReactElement) => void;
} {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  act(() => root.render(ui));
  return {
    container,
    root,
    rerender: (next) => act(() => root.render(next)),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Lets pending promises and React updates settle. */
export async function flush(times = 5) {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
  }
}

/** Clicks an element inside act. */
export function click(el: Element | null | undefined) {
  if (!el) throw new Error('nothing to click');
  act(() => {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
}

/** Puts files into a file input and fires change, as a person picking files would. */
export function chooseFiles(input: HTMLInputElement, files: File[]) {
  Object.defineProperty(input, 'files', { configurable: true, value: files });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Types into an input the way React notices. */
export function typeInto(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** A File of a given size without allocating it. */
export function fakeFile(name: string, sizeBytes: number, type = ''): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: sizeBytes });
  return f;
}
