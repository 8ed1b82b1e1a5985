import { http } from '#kernel/client';
import type { PageData } from '#kernel/shared';
import type {
  ErrorProneWord,
  ErrorProneWordAdd,
  ErrorProneWordEdit,
  HotWord,
  HotWordAdd,
  HotWordEdit,
  HotWordGroupAdd,
  HotWordGroupEdit,
  SensitiveWord,
  SensitiveWordAdd,
  SensitiveWordEdit,
  SensitiveWordQuery,
  TagWord,
  TagWordAdd,
  TagWordEdit,
  TagWordGroupAdd,
  TagWordGroupEdit,
  WordGroupNode,
  WordImportResult,
  WordKind,
} from '../../shared/word.ts';

export type { ErrorProneWord, HotWord, SensitiveWord, TagWord, WordGroupNode, WordImportResult, WordKind };

type Paged<Q> = Q & { pageNum: number; pageSize: number };

/** URLs of CMS → Words, declared once (chestnut-api §1.14, column v1.4.3). */
export const wordUrls = {
  list: (kind: WordKind) => `/word/${kind}`,
  export: (kind: WordKind) => `/word/${kind}/export`,
  import: (kind: WordKind) => `/word/${kind}/import`,
  importTemplate: (kind: WordKind) => `/word/${kind}/importTemplate`,
  groupTree: (kind: 'tagword' | 'hotword') => `/word/${kind}/group/treedata`,
  group: (kind: 'tagword' | 'hotword') => `/word/${kind}/group`,
  hotGroupOptions: '/word/hotword/group/options',
} as const;

/** Calls of CMS → Words (wire shapes from plugins/cms/shared/word.ts). */
export const wordApi = {
  groupTree: (kind: 'tagword' | 'hotword') => http.get<WordGroupNode[]>(wordUrls.groupTree(kind)),
  addTagGroup: (g: TagWordGroupAdd) => http.post<{ groupId: number }>(wordUrls.group('tagword'), g),
  updateTagGroup: (g: TagWordGroupEdit) => http.put(wordUrls.group('tagword'), g),
  addHotGroup: (g: HotWordGroupAdd) => http.post<{ groupId: number }>(wordUrls.group('hotword'), g),
  updateHotGroup: (g: HotWordGroupEdit) => http.put(wordUrls.group('hotword'), g),
  removeGroups: (kind: 'tagword' | 'hotword', ids: number[]) => http.delete(wordUrls.group(kind), ids),
  hotGroupOptions: () => http.get<{ value: string; label: string }[]>(wordUrls.hotGroupOptions),

  tagWords: (q: Paged<{ groupId: number; query?: string }>) => http.get<PageData<TagWord>>(wordUrls.list('tagword'), { params: q }),
  addTagWord: (w: TagWordAdd) => http.post(wordUrls.list('tagword'), w),
  updateTagWord: (w: TagWordEdit) => http.put(wordUrls.list('tagword'), w),

  hotWords: (q: Paged<{ groupId: number; query?: string }>) => http.get<PageData<HotWord>>(wordUrls.list('hotword'), { params: q }),
  addHotWord: (w: HotWordAdd) => http.post(wordUrls.list('hotword'), w),
  updateHotWord: (w: HotWordEdit) => http.put(wordUrls.list('hotword'), w),

  sensitiveWords: (q: Paged<SensitiveWordQuery>) => http.get<PageData<SensitiveWord>>(wordUrls.list('sensitiveword'), { params: q }),
  addSensitiveWord: (w: SensitiveWordAdd) => http.post(wordUrls.list('sensitiveword'), w),
  updateSensitiveWord: (w: SensitiveWordEdit) => http.put(wordUrls.list('sensitiveword'), w),

  errorProneWords: (q: Paged<{ query?: string }>) => http.get<PageData<ErrorProneWord>>(wordUrls.list('errorproneword'), { params: q }),
  addErrorProneWord: (w: ErrorProneWordAdd) => http.post(wordUrls.list('errorproneword'), w),
  updateErrorProneWord: (w: ErrorProneWordEdit) => http.put(wordUrls.list('errorproneword'), w),

  remove: (kind: WordKind, ids: number[]) => http.delete(wordUrls.list(kind), ids),
  /** an xlsx of words; the group goes before the file so the server reads it first */
  importFile: (kind: WordKind, file: File, groupId?: number) => {
    const fd = new FormData();
    if (groupId) fd.append('groupId', String(groupId));
    fd.append('file', file);
    return http.post<{ code: number; msg: string; data: WordImportResult }>(wordUrls.import(kind), fd, {
      raw: true,
      timeout: 120000,
      repeatSubmit: false,
    });
  },
};
