import { Input, Select, Typography } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { useDesignerStore } from './context.ts';
import { type Linkage, linkageReactions, parseLinkage } from './linkage.ts';
import type { DesignNode } from './model.ts';
import { nodeCaption } from './node-text.ts';
import { PropRow } from './PropRow.tsx';
import { withKey } from './schema-edit.ts';
import { useDesigner } from './store.ts';
import { dataPathOf } from './tree-ops.ts';
import { useNodeEditor } from './use-node-editor.ts';

/** Visibility and value linkage between fields (Formily `x-reactions` on another field's value). */
export function LinkageSection({ node }: { node: DesignNode }) {
  const { t, i18n } = useTranslation('widgets');
  const store = useDesignerStore();
  const model = useDesigner(store, (s) => s.model);
  const edit = useNodeEditor(node.id);
  const own = dataPathOf(model, node.id);
  const fields = Object.values(model.nodes)
    .filter((n) => n.id !== node.id && n.name && n.schema.type !== 'void' && n.schema.type !== 'object')
    .map((n) => ({ path: dataPathOf(model, n.id), label: nodeCaption(n, t, i18n.language) }))
    .filter((f): f is { path: string; label: string } => !!f.path && f.path !== own);
  const linkage = parseLinkage(node.schema);
  const set = (next: Linkage) => edit('reactions', (x) => withKey(x, 'x-reactions', linkageReactions(next)));
  const options = fields.map((f) => ({ value: f.path, label: `${f.label} (${f.path})` }));
  return (
    <>
      <PropRow label={t('designer.prop.visibleWhen')}>
        <Select
          size="small"
          allowClear
          data-testid="designer-visible-field"
          placeholder={t('designer.linkage.always')}
          options={options}
          value={linkage.visible?.field}
          onChange={(v) => set({ ...linkage, visible: v ? { field: v, equals: linkage.visible?.equals } : undefined })}
        />
        {linkage.visible && (
          <Input
            size="small"
            style={{ marginTop: 6 }}
            data-testid="designer-visible-equals"
            placeholder={t('designer.linkage.anyValue')}
            value={linkage.visible.equals ?? ''}
            onChange={(v) => set({ ...linkage, visible: { field: linkage.visible?.field ?? '', equals: v === '' ? undefined : v } })}
          />
        )}
      </PropRow>
      <PropRow label={t('designer.prop.valueFrom')}>
        <Select
          size="small"
          allowClear
          data-testid="designer-value-from"
          placeholder={t('designer.linkage.none')}
          options={options}
          value={linkage.valueFrom}
          onChange={(v) => set({ ...linkage, valueFrom: v || undefined })}
        />
      </PropRow>
      {linkage.other.length > 0 && (
        <Typography.Text type="secondary">{t('designer.linkage.kept', { n: linkage.other.length })}</Typography.Text>
      )}
    </>
  );
}
