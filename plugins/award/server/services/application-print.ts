import type { FastifyRequest } from 'fastify';
import { type Kernel, formatInstant } from '#kernel/server';
import { PRECHECK_LEVELS, type PreCheck, type PreCheckLevel } from '../../shared/application.ts';
import { type SchemaNode, fieldsOf, reactionOf, shownBy } from '../../shared/form-walk.ts';
import type { AttachmentSlot } from '../../shared/round.ts';
import type { ApplicationFile } from '../db/tables.ts';
import { ASSOCIATION_NAME_CONFIG } from '../seed.ts';
import type { AwardForm } from './award-forms.ts';
import { type FormText, formText } from './form-text.ts';
import { localizePreCheck } from './precheck-text.ts';
import { escapeHtml as esc } from '#kernel/shared';

/** What the printed application shows besides its form. */
export interface PrintedApplication {
  applicationNo: string | null;
  awardType: string;
  roundTitle: string;
  enterpriseName: string;
  status: string;
  revision: number;
  schemaVersion: number;
  submittedTime: string | null;
  formData: Record<string, unknown>;
  attachments: ApplicationFile[];
  precheck: PreCheck | null;
  precheckTime: string | null;
}

const STYLE = `
@page { size: A4; margin: 16mm 14mm 18mm; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 210mm; padding: 8mm; font: 10.5pt/1.5 "Noto Sans CJK SC", "Source Han Sans SC", "Microsoft YaHei", "PingFang SC", sans-serif; color: #111; }
@media print { body { padding: 0; max-width: none; } }
.assoc { text-align: center; font-size: 12pt; letter-spacing: 2px; color: #333; border-bottom: 2px solid #111; padding-bottom: 4px; }
h1 { text-align: center; font-size: 17pt; margin: 10px 0 12px; }
h2 { font-size: 12.5pt; margin: 16px 0 6px; padding: 3px 8px; background: #eef1f5; border-left: 4px solid #2b5aa8; break-after: avoid; }
h3 { font-size: 11pt; margin: 10px 0 4px; break-after: avoid; }
table { width: 100%; border-collapse: collapse; margin: 4px 0 8px; }
th, td { border: 1px solid #999; padding: 3px 6px; vertical-align: top; text-align: left; word-break: break-word; }
tr { break-inside: avoid; }
th { background: #f5f6f8; font-weight: 600; }
table.fields th { width: 32%; }
table.meta th { width: 16%; }
table.rows { font-size: 9pt; }
table.rows th.n, table.rows td.n { width: 2.2em; text-align: center; }
.v { white-space: pre-wrap; }
.empty { color: #888; }
ul { margin: 2px 0 6px; padding-left: 20px; }
.fail { color: #b00; } .warn { color: #a60; } .pass { color: #161; }
footer { margin-top: 18px; font-size: 9pt; color: #555; text-align: right; }
`;

/** Size of a file the way a reader expects it. */
const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${bytes} B`;

/**
 * The printable application (issue 12, Exports): an A4 HTML document with the association's name, the
 * application's number, type, round and status, every section of the form it was filled with — walked from the
 * schema version it records, fields hidden by their reactions left out, tables as tables, dictionary and option
 * values as their labels — the attachments by slot, the submission time and the stored pre-check, all in the
 * request language. Everything taken from the form or the database is escaped.
 */
export async function printApplication(
  kernel: Kernel,
  req: FastifyRequest,
  a: PrintedApplication,
  form: AwardForm,
  slots: AttachmentSlot[],
): Promise<string> {
  const text = await formText(kernel, req, [form.schema]);
  const t = req.t;
  const association = (await kernel.configValue(ASSOCIATION_NAME_CONFIG))?.trim() || t('award:print.association');
  const empty = `<span class="empty">${esc(t('award:print.empty'))}</span>`;
  const cell = (s: string) => (s ? `<span class="v">${esc(s)}</span>` : empty);
  const data = a.formData ?? {};

  const attachmentsHtml = () => {
    const codes = [...new Set([...slots.map((s) => s.code), ...a.attachments.map((f) => f.slot)])];
    const slotLabel = (code: string) =>
      kernel.messages.lookup(req.lang, `award:slot.${code}`) ?? slots.find((s) => s.code === code)?.label ?? code;
    const rows = codes.flatMap((code) => {
      const files = a.attachments.filter((f) => f.slot === code);
      if (!files.length) return [`<tr><td>${esc(slotLabel(code))}</td><td colspan="3">${empty}</td></tr>`];
      return files.map(
        (f, i) =>
          `<tr>${i === 0 ? `<td rowspan="${files.length}">${esc(slotLabel(code))}</td>` : ''}<td>${esc(f.name)}</td><td>${esc(size(f.size))}</td><td>${cell(f.caption ?? '')}</td></tr>`,
      );
    });
    return `<table class="rows attachments"><thead><tr><th>${esc(t('award:print.slot'))}</th><th>${esc(t('award:print.fileName'))}</th><th>${esc(t('award:print.fileSize'))}</th><th>${esc(t('award:app.caption'))}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
  };

  const tableHtml = (node: SchemaNode, rows: unknown, heading: string) => {
    const columns = fieldsOf((node.items as SchemaNode | undefined)?.properties);
    const list = Array.isArray(rows) ? rows.filter((r) => r && typeof r === 'object') : [];
    const head = `<th class="n">#</th>${columns.map(([, c]) => `<th>${esc(text.label(c))}</th>`).join('')}`;
    const body = list.length
      ? list
          .map((r, i) => {
            const row = r as Record<string, unknown>;
            const cells = columns.map(([name, c]) => `<td>${shownBy(reactionOf(c), row, data) ? cell(text.value(c, row[name])) : ''}</td>`);
            return `<tr><td class="n">${i + 1}</td>${cells.join('')}</tr>`;
          })
          .join('')
      : `<tr><td colspan="${columns.length + 1}">${empty}</td></tr>`;
    return `${heading}<table class="rows"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
  };

  /** A field row (runs of them make one label/value table) or a whole block (a section, a table, a sub-heading). */
  type Block = { field: string } | { block: string };
  const joined = (blocks: Block[]) => {
    let html = '';
    let run = '';
    for (const b of blocks) {
      if ('field' in b) run += b.field;
      else {
        if (run) html += `<table class="fields"><tbody>${run}</tbody></table>`;
        run = '';
        html += b.block;
      }
    }
    return run ? `${html}<table class="fields"><tbody>${run}</tbody></table>` : html;
  };

  /**
   * The blocks of an object's properties; grids and layouts only arrange fields, so their fields read on in the run.
   * A block's heading is left out when it would repeat the heading of its section.
   */
  const blocksOf = (
    props: Record<string, SchemaNode> | undefined,
    holder: Record<string, unknown>,
    section: string,
    out: Block[] = [],
  ): Block[] => {
    for (const [name, node] of Object.entries(props ?? {})) {
      if (node.type === 'void') {
        if (node['x-component'] === 'FormCollapse.CollapsePanel' || node['x-component'] === 'FormStep.StepPane') {
          const title = text.text(node['x-component-props']?.header ?? node['x-component-props']?.title ?? node.title);
          out.push({ block: `<section><h2>${esc(title)}</h2>${joined(blocksOf(node.properties, holder, title))}</section>` });
        } else blocksOf(node.properties, holder, section, out);
        continue;
      }
      if (!shownBy(reactionOf(node), holder, data)) continue;
      const value = holder[name];
      const label = text.label(node);
      const heading = label && label !== section ? `<h3>${esc(label)}</h3>` : '';
      if (node['x-component'] === 'award.AttachmentSlots') out.push({ block: `${heading}${attachmentsHtml()}` });
      else if (node.type === 'object') {
        const inner = blocksOf(node.properties, (value && typeof value === 'object' ? value : {}) as Record<string, unknown>, section);
        out.push({ block: `${heading}${joined(inner)}` });
      } else if (node.type === 'array' && (node.items as SchemaNode | undefined)?.type === 'object')
        out.push({ block: tableHtml(node, value, heading) });
      else out.push({ field: `<tr><th>${esc(label)}</th><td>${cell(text.value(node, value))}</td></tr>` });
    }
    return out;
  };

  const precheck = a.precheck ? localizePreCheck(req, a.precheck) : null;
  const findings = (kind: PreCheckLevel) => {
    const items = precheck?.[kind] ?? [];
    const label = t(`award:app.${kind}`);
    return `<h3 class="${kind}">${esc(label)} (${items.length})</h3>${
      items.length ? `<ul>${items.map((i) => `<li>${esc(i.msg ?? i.key)}</li>`).join('')}</ul>` : empty
    }`;
  };

  const typeName = t(`award:types.${a.awardType}`);
  const meta: [string, string][] = [
    [t('award:app.applicationNo'), a.applicationNo ?? ''],
    [t('award:app.awardType'), typeName],
    [t('award:app.round'), a.roundTitle],
    [t('award:app.status'), t(`award:status.${a.status}`)],
    [t('award:app.enterprise'), a.enterpriseName],
    [t('award:app.submittedTime'), a.submittedTime ?? ''],
    [t('award:app.revision'), String(a.revision)],
    [t('award:app.schemaVersion'), `v${a.schemaVersion}`],
  ];
  const metaRows = [];
  for (let i = 0; i < meta.length; i += 2)
    metaRows.push(
      `<tr>${meta
        .slice(i, i + 2)
        .map(([k, v]) => `<th>${esc(k)}</th><td>${cell(v)}</td>`)
        .join('')}</tr>`,
    );

  return `<!doctype html>
<html lang="${esc(req.lang)}"><head><meta charset="utf-8"><title>${esc([a.applicationNo, typeName].filter(Boolean).join(' '))}</title>
<style>${STYLE}</style></head>
<body>
<div class="assoc">${esc(association)}</div>
<h1>${esc(t('award:print.title', { type: typeName }))}</h1>
<table class="meta"><tbody>${metaRows.join('')}</tbody></table>
${joined(blocksOf(form.schema.properties, data, ''))}
<section class="precheck"><h2>${esc(t('award:app.preCheckTitle'))}</h2>
<p>${esc(t('award:print.checkedAt', { time: a.precheckTime ?? t('award:print.empty') }))}</p>
${precheck ? PRECHECK_LEVELS.map(findings).join('') : empty}</section>
<footer>${esc(t('award:print.printedAt', { time: formatInstant(Date.now(), kernel.config.timeZone) }))}</footer>
</body></html>`;
}
