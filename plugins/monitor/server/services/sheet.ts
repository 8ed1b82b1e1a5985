import type { FastifyReply } from 'fastify';
import { compactInstant } from '#kernel/server';

/** Neutralises spreadsheet formulas (security #35): text starting with = + - @ or a control char gets a quote. */
const safe = (v: unknown) => (typeof v === 'string' && /^[=+\-@\t\r]/.test(v) ? `'${v}` : (v ?? ''));

/** Sends rows as an xlsx download named `<sheet>_<timestamp>.xlsx` (SPEC §7 downloads). */
export async function sendSheet<Row>(
  reply: FastifyReply,
  sheet: string,
  columns: { header: string; value: (r: Row) => unknown }[],
  rows: Row[],
): Promise<FastifyReply> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet.slice(0, 31) || 'Sheet1');
  ws.columns = columns.map((c) => ({ header: c.header, width: Math.max(12, c.header.length * 2) }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(columns.map((c) => safe(c.value(r))));
  const buf = Buffer.from(await wb.xlsx.writeBuffer());
  const zone = (reply.server as { zxTimeZone?: string }).zxTimeZone ?? 'UTC';
  const name = `${sheet}_${compactInstant(Date.now(), zone)}.xlsx`;
  reply.header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
  reply.header('download-filename', encodeURIComponent(name));
  return reply.send(buf);
}
