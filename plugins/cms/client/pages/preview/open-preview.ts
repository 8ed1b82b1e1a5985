import { CONSOLE_BASE, previewPath } from '../../../shared/preview.ts';

/** Opens the preview of a site, catalog or content (its draft state) in a new window. */
export const openPreview = (type: 'site' | 'catalog' | 'content' | 'pagewidget', id: number, pp?: string) =>
  window.open(`${CONSOLE_BASE}${previewPath(type, id, pp)}`, '_blank');
