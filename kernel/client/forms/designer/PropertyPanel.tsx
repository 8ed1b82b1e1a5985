import { memo } from 'react';
import { Divider, Empty, Typography } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { BasicSection } from './BasicSection.tsx';
import { useDesignerStore } from './context.ts';
import { LinkageSection } from './LinkageSection.tsx';
import { OptionsSection } from './OptionsSection.tsx';
import { OPTION_COMPONENTS } from './schema-edit.ts';
import { useDesigner } from './store.ts';
import { ValidationSection } from './ValidationSection.tsx';

/** The properties of the selected node: what it is, its options, its validations and its linkages. */
export const PropertyPanel = memo(function PropertyPanel() {
  const { t } = useTranslation('widgets');
  const store = useDesignerStore();
  const node = useDesigner(store, (s) => (s.selected ? s.model.nodes[s.selected] : undefined));
  if (!node) return <Empty className="zx-designer-props" description={t('designer.selectHint')} />;
  const component = String(node.schema['x-component'] ?? '');
  const isField = node.schema.type !== 'void' && node.schema.type !== 'object';
  return (
    <div className="zx-designer-props" data-testid="designer-props" key={node.id}>
      <Typography.Text bold>{t('designer.properties')}</Typography.Text>
      <BasicSection node={node} />
      {OPTION_COMPONENTS.has(component) && <OptionsSection node={node} />}
      {isField && (
        <>
          <Divider orientation="left">{t('designer.validation')}</Divider>
          <ValidationSection node={node} />
          <Divider orientation="left">{t('designer.linkage.title')}</Divider>
          <LinkageSection node={node} />
        </>
      )}
    </div>
  );
});
