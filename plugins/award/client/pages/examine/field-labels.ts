import type { AttachmentSlot } from '../../../shared/round.ts';
import { type FieldPath, fieldPaths, pathSteps } from '../../../shared/form-paths.ts';
import type { SchemaNode } from '../../../shared/form-walk.ts';

type T = (key: string, opts?: Record<string, unknown>) => string;

const EXPR = /^\{\{t\('([^']+)'\)\}\}$/;
/** A schema title as shown: its `{{t('key')}}` translated, plain text as it is. */
export const titleText = (title: string | undefined, t: T) => {
  const m = title ? EXPR.exec(title) : null;
  return m ? t(m[1]) : title;
};

const slotLabel = (code: string, t: T, slots?: readonly AttachmentSlot[]) =>
  t(`award:slot.${code}`, { defaultValue: slots?.find((s) => s.code === code)?.label ?? code });

/**
 * A data path of an application form by its labels (`project.grossArea` → "Gross floor area", `units.0.unitName` →
 * "Participating units / row 1 / Unit name", `attachments.photos` → "Attachments / Project photos"); untitled groups are left out.
 */
export function pathLabel(schema: SchemaNode, path: string, t: T, slots?: readonly AttachmentSlot[]): string {
  // a slot's files: attachments / slot / file n / what of it changed
  const file = /^attachments\.([A-Za-z][A-Za-z0-9_]*)\.(\d+)(?:\.(\w+))?$/.exec(path);
  if (file) {
    const [, slot, n, key] = file;
    return [
      pathLabel(schema, `attachments.${slot}`, t, slots),
      t('award:examine.file', { n: Number(n) + 1 }),
      ...(key ? [t(`award:examine.fileKey.${key}`, { defaultValue: key })] : []),
    ].join(' / ');
  }
  const steps = pathSteps(schema, path);
  const parts = steps.flatMap((s, i) => {
    if ('row' in s) return [t('award:examine.row', { n: s.row + 1 })];
    const prev = steps[i - 1];
    if (prev && 'name' in prev && prev.name === 'attachments' && i === 1) return [slotLabel(s.name, t, slots)];
    if (s.title) return [titleText(s.title, t) ?? s.name];
    return i === steps.length - 1 ? [s.name] : [];
  });
  return parts.join(' / ');
}

/** The schema node of a data path (a table cell's column field), if the form has one. */
export function nodeAt(schema: SchemaNode, path: string): SchemaNode | undefined {
  const last = pathSteps(schema, path).at(-1);
  return last && 'node' in last ? last.node : undefined;
}

/** The form's sections (collapse panels) in order, each with its header and fields; a form without panels is one section. */
function sectionsOf(schema: SchemaNode): { title?: string; node: SchemaNode }[] {
  const found: { title?: string; node: SchemaNode }[] = [];
  const walk = (node: SchemaNode) => {
    for (const child of Object.values((node.properties ?? {}) as Record<string, SchemaNode>)) {
      if (child.type !== 'void') continue;
      if (child['x-component'] === 'FormCollapse.CollapsePanel')
        found.push({ title: child['x-component-props']?.header ?? child.title, node: child });
      else walk(child);
    }
  };
  walk(schema);
  return found.length ? found : [{ node: schema }];
}

export interface FieldGroup {
  title: string;
  options: { value: string; label: string }[];
}

/**
 * What a return may name, by section: every titled field, group and table of the form (tables whole), and each
 * attachment slot of the round — the choices of the reviewer's field picker.
 */
export function fieldGroups(schema: SchemaNode, t: T, slots?: readonly AttachmentSlot[]): FieldGroup[] {
  return sectionsOf(schema).map(({ title, node }, i) => {
    const paths: FieldPath[] = fieldPaths(node).filter((p) => p.title);
    const options = paths.flatMap((p) => [
      { value: p.path, label: pathLabel(schema, p.path, t, slots) },
      ...(p.path === 'attachments'
        ? (slots ?? []).map((s) => ({ value: `attachments.${s.code}`, label: pathLabel(schema, `attachments.${s.code}`, t, slots) }))
        : []),
    ]);
    return { title: titleText(title, t) ?? t('award:examine.section', { n: i + 1 }), options };
  });
}
