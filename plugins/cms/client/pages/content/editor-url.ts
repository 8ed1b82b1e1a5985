import type { ContentType } from '../../api/content-api.ts';

/** The editor of a content (or of a new one of a catalog and type). */
export const editorUrl = (catalogId: number, contentType: ContentType, contentId?: number | null, full = false) =>
  `/cms/content/${full ? 'editorW' : 'editor'}?catalogId=${catalogId}&contentType=${contentType}${contentId ? `&contentId=${contentId}` : ''}`;
