import { memo } from 'react';
import { Button, Input, Radio, Select } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { DesignNode } from './model.ts';
import { PropRow } from './PropRow.tsx';
import { componentProps, sameKeys, withKey, withProp } from './schema-edit.ts';
import { useDictTypes } from './use-dict-types.ts';
import { useNodeEditor } from './use-node-editor.ts';

interface Option {
  label: string;
  value: string;
}

/** The options of a select, radio or checkbox group: a list (`enum`) or a dictionary type (`dictType`). */
export const OptionsSection = memo(
  function OptionsSection({ node }: { node: DesignNode }) {
    const { t } = useTranslation('widgets');
    const edit = useNodeEditor(node.id);
    const dictTypes = useDictTypes();
    const s = node.schema;
    const dictType = componentProps(s).dictType;
    const source = dictType !== undefined ? 'dict' : 'list';
    const list: Option[] = (Array.isArray(s.enum) ? s.enum : []).map((e: unknown) =>
      typeof e === 'object' && e !== null
        ? { label: String((e as Option).label ?? ''), value: String((e as Option).value ?? '') }
        : { label: String(e), value: String(e) },
    );
    const setList = (next: Option[]) => edit('enum', (x) => withKey(x, 'enum', next));
    const setSource = (v: string) =>
      edit('source', (x) =>
        v === 'dict'
          ? { ...withKey(x, 'enum', undefined), 'x-component-props': { ...componentProps(x), dictType: '' } }
          : withProp(withKey(x, 'enum', list), 'dictType', undefined),
      );
    return (
      <PropRow label={t('designer.prop.options')}>
        <Radio.Group size="small" type="button" value={source} onChange={setSource}>
          <Radio value="list">{t('designer.options.list')}</Radio>
          <Radio value="dict">{t('designer.options.dict')}</Radio>
        </Radio.Group>
        {source === 'dict' ? (
          <Select
            size="small"
            style={{ marginTop: 6 }}
            showSearch
            allowCreate
            placeholder={t('designer.options.dictType')}
            data-testid="designer-dict-type"
            options={dictTypes}
            value={dictType ? String(dictType) : undefined}
            onChange={(v) => edit('dictType', (x) => ({ ...x, 'x-component-props': { ...componentProps(x), dictType: v ?? '' } }))}
          />
        ) : (
          <div className="zx-designer-options">
            {list.map((o, i) => (
              <div key={i} className="zx-designer-option">
                <Input
                  size="small"
                  placeholder={t('designer.options.label')}
                  value={o.label}
                  onChange={(v) => setList(list.map((x, j) => (j === i ? { ...x, label: v } : x)))}
                />
                <Input
                  size="small"
                  placeholder={t('designer.options.value')}
                  value={o.value}
                  onChange={(v) => setList(list.map((x, j) => (j === i ? { ...x, value: v } : x)))}
                />
                <Button
                  size="mini"
                  type="text"
                  status="danger"
                  icon={<IconDelete />}
                  aria-label={t('designer.remove')}
                  onClick={() => setList(list.filter((_, j) => j !== i))}
                />
              </div>
            ))}
            <Button
              size="mini"
              type="dashed"
              icon={<IconPlus />}
              onClick={() => setList([...list, { label: '', value: String(list.length + 1) }])}
            >
              {t('designer.options.add')}
            </Button>
          </div>
        )}
      </PropRow>
    );
  },
  sameKeys(['enum', 'x-component-props']),
);
