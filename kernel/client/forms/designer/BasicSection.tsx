import { useCallback, useEffect, useState } from 'react';
import { Input, InputNumber, Switch } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { useDesignerStore } from './context.ts';
import { FormTextInput } from './FormTextInput.tsx';
import type { DesignNode } from './model.ts';
import { PropRow } from './PropRow.tsx';
import { componentProps, withKey, withProp } from './schema-edit.ts';
import { renameNode } from './tree-ops.ts';
import { useNodeEditor } from './use-node-editor.ts';

/** The prop that titles a layout piece. */
const CAPTION_PROP: Record<string, string> = {
  Card: 'title',
  FormCard: 'title',
  'FormTab.TabPane': 'tab',
  'ArrayTable.Column': 'title',
  'FormCollapse.CollapsePanel': 'header',
};

/** The default value as typed, in the field's type. */
function typedDefault(type: unknown, text: string): unknown {
  if (text === '') return undefined;
  if (type === 'number') return Number.isFinite(Number(text)) ? Number(text) : undefined;
  if (type === 'array')
    return text
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
  return text;
}

/** Name, label and description, placeholder, default, required and read-only of the selected node. */
export function BasicSection({ node }: { node: DesignNode }) {
  const { t } = useTranslation('widgets');
  const store = useDesignerStore();
  const edit = useNodeEditor(node.id);
  const [name, setName] = useState(node.name);
  const [nameError, setNameError] = useState<string>();
  useEffect(() => {
    setName(node.name);
    setNameError(undefined);
  }, [node.name]);
  const s = node.schema;
  // stable handlers: the text inputs are memoized, so typing in one renders only that one
  const setTitle = useCallback((v?: string) => edit('title', (x) => withKey(x, 'title', v)), [edit]);
  const setDescription = useCallback((v?: string) => edit('description', (x) => withKey(x, 'description', v)), [edit]);
  const setPlaceholder = useCallback((v?: string) => edit('placeholder', (x) => withProp(x, 'placeholder', v)), [edit]);
  const component = String(s['x-component'] ?? '');
  const isField = s.type !== 'void';
  const captionProp = CAPTION_PROP[component];
  const props = componentProps(s);
  const commitName = () => {
    if (name === node.name) return;
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return setNameError(t('designer.nameInvalid'));
    const model = store.getState().model;
    const next = renameNode(model, node.id, name);
    if (next === model) return setNameError(t('designer.nameTaken', { name }));
    setNameError(undefined);
    store.change(next);
  };
  return (
    <>
      {node.name && (
        <PropRow label={t('designer.prop.name')} error={nameError}>
          <Input
            size="small"
            value={name}
            data-testid="designer-name"
            status={nameError ? 'error' : undefined}
            onChange={setName}
            onBlur={commitName}
            onPressEnter={commitName}
          />
        </PropRow>
      )}
      {isField && (
        <PropRow label={t('designer.prop.title')}>
          <FormTextInput testId="title" value={s.title} onChange={setTitle} />
        </PropRow>
      )}
      {captionProp && (
        <PropRow label={t('designer.prop.title')}>
          <FormTextInput testId="title" value={props[captionProp]} onChange={(v) => edit('caption', (x) => withProp(x, captionProp, v))} />
        </PropRow>
      )}
      {component === 'FormGrid' && (
        <PropRow label={t('designer.prop.columns')}>
          <InputNumber
            size="small"
            min={1}
            max={6}
            value={Number(props.maxColumns ?? 3)}
            onChange={(v) => edit('columns', (x) => withProp(x, 'maxColumns', v))}
          />
        </PropRow>
      )}
      {isField && (
        <>
          <PropRow label={t('designer.prop.description')}>
            <FormTextInput testId="description" textarea value={s.description} onChange={setDescription} />
          </PropRow>
          <PropRow label={t('designer.prop.placeholder')}>
            <FormTextInput testId="placeholder" value={props.placeholder} onChange={setPlaceholder} />
          </PropRow>
          <PropRow label={t('designer.prop.default')}>
            {s.type === 'boolean' ? (
              <Switch
                size="small"
                checked={s.default === true}
                onChange={(v) => edit('default', (x) => withKey(x, 'default', v || undefined))}
              />
            ) : (
              <Input
                size="small"
                data-testid="designer-default"
                value={Array.isArray(s.default) ? s.default.join(',') : s.default === undefined ? '' : String(s.default)}
                onChange={(v) => edit('default', (x) => withKey(x, 'default', typedDefault(x.type, v)))}
              />
            )}
          </PropRow>
          <PropRow label={t('designer.prop.required')}>
            <Switch
              size="small"
              data-testid="designer-required"
              checked={s.required === true}
              onChange={(v) => edit('required', (x) => withKey(x, 'required', v || undefined))}
            />
          </PropRow>
          <PropRow label={t('designer.prop.readOnly')}>
            <Switch
              size="small"
              data-testid="designer-readonly"
              checked={s['x-pattern'] === 'readOnly'}
              onChange={(v) => edit('pattern', (x) => withKey(x, 'x-pattern', v ? 'readOnly' : undefined))}
            />
          </PropRow>
        </>
      )}
    </>
  );
}
