import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { authApi } from '../api/auth-api.ts';

/** Sets the document's title to a page's own (the pages outside the shell, which sets it for menu pages). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * The captcha of the sign-in and sign-up forms: fetched once per visit (the strings may change later, overrides
 * arriving; the captcha must not), again by `refresh` (a click on the image, a refused submit). Each fetch puts its
 * uuid into the form and empties the code typed for the previous one.
 */
export function useCaptcha<F extends { uuid: string; code: string }>(setForm: Dispatch<SetStateAction<F>>) {
  const [captcha, setCaptcha] = useState<{ enabled: boolean; img: string }>({ enabled: false, img: '' });
  const refresh = useCallback(async () => {
    try {
      const res = await authApi.captcha();
      setCaptcha({ enabled: res.captchaEnabled !== false, img: res.img ? `data:image/png;base64,${res.img}` : '' });
      setForm((f) => ({ ...f, uuid: res.uuid ?? '', code: '' }));
    } catch {
      // the request layer told the person; the form still works when captcha is off server-side
    }
  }, [setForm]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { captcha, refresh };
}
