import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import {
  CONSOLE_KEY_HEADER,
  type SavedScript,
  type SavedScriptAdd,
  type SavedScriptEdit,
  type ScriptChange,
  type ScriptMode,
} from '../../shared/script.ts';

/** URLs of Tools → Script console (v1.4.3 `/groovy/exec`), declared once. */
export const scriptUrls = { unlock: '/groovy/unlock', exec: '/groovy/exec', saved: '/groovy/scripts' } as const;

export type { SavedScript };

/** What a run answers beside v1.4.3's text: whether it ended by itself, and how long it took. */
export interface ScriptRunAnswer {
  output: string;
  ok: boolean;
  msg: string;
  ms: number;
  /** write mode: the rows the run changed, their fingerprint (to confirm), and whether they were committed */
  changes?: ScriptChange[];
  fingerprint?: string;
  committed?: boolean;
}

/** Calls of the script console; the key of an unlock lives only in the page that asked for it. */
export const scriptApi = {
  unlock: (password: string) => http.post<{ key: string; minutes: number }>(scriptUrls.unlock, { password }),
  run: (key: string, scriptText: string, write?: { mode: ScriptMode; confirm?: string }) =>
    http
      .post<{ data: string } & Omit<ScriptRunAnswer, 'output'>>(
        scriptUrls.exec,
        { scriptText, ...write },
        // the same script may well run twice in a row; a run may take its whole time limit
        { raw: true, repeatSubmit: false, timeout: 30_000, headers: { [CONSOLE_KEY_HEADER]: key } },
      )
      .then(({ data, ...r }): ScriptRunAnswer => ({ ...r, output: data })),
};

/** Calls of the console's saved scripts. */
export const savedScriptApi = {
  list: () => http.get<PageData<SavedScript>>(scriptUrls.saved),
  get: (id: number) => http.get<SavedScript>(`${scriptUrls.saved}/${id}`),
  add: (s: SavedScriptAdd) => http.post<{ scriptId: number; version: number }>(scriptUrls.saved, s),
  edit: (s: SavedScriptEdit) => http.put<{ scriptId: number; version: number }>(scriptUrls.saved, s),
  remove: (ids: number[]) => http.delete<number>(scriptUrls.saved, ids),
};
