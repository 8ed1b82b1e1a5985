import { download } from '../request/index.ts';

/** Exports a list as xlsx: POST to the list URL with the export marker and the current filters (SPEC §7). */
export function exportList(listUrl: string, filters: Record<string, unknown>, filenameBase: string): Promise<void> {
  return download(listUrl, filters, `${filenameBase}.xlsx`, true);
}
