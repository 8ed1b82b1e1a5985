import type { FastifyReply } from 'fastify';
import { compactInstant } from '../i18n/time.ts';

/** One column of an export: header text (already translated) and how to read the value. */
export interface XlsxColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
  width?: number;
}

/** Neutralises spreadsheet formulas: text starting with = + - @ (or tab/CR) is prefixed with a quote. */
export function safeCell(v: unknown): unknown {
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(v)) return `'${v}`;
  return v ?? '';
}

/** Builds an xlsx workbook with one sheet. */
export async function buildXlsx<Row>(sheet: string, columns: XlsxColumn<Row>[], rows: Row[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet.slice(0, 31) || 'Sheet1');
  ws.columns = columns.map((c) => ({ header: c.header, width: c.width ?? Math.max(12, c.header.length * 2) }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(columns.map((c) => safeCell(c.value(r))));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Sends an xlsx as a download named `<base>_<yyyyMMddHHmmss>.xlsx` (APP_TIME_ZONE; header `download-filename`). */
export async function sendXlsx<Row>(reply: FastifyReply, base: string, columns: XlsxColumn<Row>[], rows: Row[]): Promise<FastifyReply> {
  const buf = await buildXlsx(base, columns, rows);
  const zone = (reply.server as { zxTimeZone?: string }).zxTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const name = `${base}_${compactInstant(Date.now(), zone)}.xlsx`;
  reply.header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
  reply.header('download-filename', encodeURIComponent(name));
  return reply.send(buf);
}

/** Reads the first sheet of an xlsx into objects keyed by `keys` in column order (row 1 = headers, skipped). */
export async function readXlsx(buf: Buffer, keys: string[]): Promise<{ row: number; values: Record<string, string> }[]> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const out: { row: number; values: Record<string, string> }[] = [];
  ws?.eachRow((r, n) => {
    if (n === 1) return;
    const values: Record<string, string> = {};
    keys.forEach((k, i) => {
      const c = r.getCell(i + 1).value;
      values[k] = c == null ? '' : typeof c === 'object' && 'text' in (c as object) ? String((c as { text: unknown }).text) : String(c);
    });
    if (Object.values(values).some((v) => v.trim() !== '')) out.push({ row: n, values });
  });
  return out;
}
