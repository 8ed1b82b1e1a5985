import { memo, useMemo } from 'react';
import { Input, Select, Typography } from '@arco-design/web-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDesignerStore } from './context.ts';
import { type Linkage, linkageReactions, parseLinkage } from './linkage.ts';
import type { DesignModel, DesignNode, NodeId } from './model.ts';
import { nodeCaption } from './node-text.ts';
import { PropRow } from './PropRow.tsx';
import { sameKeys, withKey } from './schema-edit.ts';
import { useDesigner } from './store.ts';
import { dataPathOf } from './tree-ops.ts';
import { useNodeEditor } from './use-node-editor.ts';

/** The fields a linkage may depend on (all but `self`, none inside an array row), as JSON of select options. */
function otherFields(model: DesignModel, self: NodeId, t: TFunction, lang: string): string {
  const own = dataPathOf(model, self);
  const out: { value: string; label: string }[] = [];
  for (const n of Object.values(model.nodes)) {
    if (n.id === self || !n.name || n.schema.type === 'void' || n.schema.type === 'object') continue;
    const path = dataPathOf(model, n.id);
    if (path && path !== own) out.push({ value: path, label: `${nodeCaption(n, t, lang)} (${path})` });
  }
  return JSON.stringify(out);
}

/** Visibility and value linkage between fields (Formily `x-reactions` on another field's value). */
export const LinkageSection = memo(
  function LinkageSection({ node }: { node: DesignNode }) {
    const { t, i18n } = useTranslation('widgets');
    const store = useDesignerStore();
    const edit = useNodeEditor(node.id);
    // the other fields as one string: typing this field's label changes none of them, so nothing here re-renders
    const list = useDesigner(store, (s) => otherFields(s.model, node.id, t, i18n.language));
    const options = useMemo(() => JSON.parse(list) as { value: string; label: string }[], [list]);
    const linkage = parseLinkage(node.schema);
    const set = (next: Linkage) => edit('reactions', (x) => withKey(x, 'x-reactions', linkageReactions(next)));
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
  },
  sameKeys(['x-reactions']),
);
