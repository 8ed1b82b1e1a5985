import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Tabs } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../shared/constants.ts';
import { loadNamespace } from '../../i18n.ts';
import { CanvasRoot } from './CanvasRoot.tsx';
import { DesignerContext } from './context.ts';
import { DesignerDnd } from './DesignerDnd.tsx';
import { DesignerPreview } from './DesignerPreview.tsx';
import { DesignerToolbar } from './DesignerToolbar.tsx';
import { emptySchema, type FormilyJsonSchema } from './model.ts';
import { Palette } from './Palette.tsx';
import { PropertyPanel } from './PropertyPanel.tsx';
import { SchemaJsonView } from './SchemaJsonView.tsx';
import { DesignerStore } from './store.ts';
import './designer.css';

/** Props of the visual form designer. */
export interface FormDesignerProps {
  /** the schema to edit; a new value from outside (not one this designer reported) replaces the design */
  value?: FormilyJsonSchema;
  /** every change of the design, as a Formily JSON schema */
  onChange?(schema: FormilyJsonSchema): void;
  /** more toolbar buttons of the host page */
  extra?: ReactNode;
}

const typing = (t: EventTarget | null) => t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));

/**
 * The visual form designer (issue 33): a palette of field kinds and layout pieces dragged (mouse or keyboard) or
 * clicked onto a canvas, a property panel, undo/redo, live preview with SchemaForm, the JSON in CodeMirror, and
 * import/export of the schema file. The result is a Formily JSON schema the kernel's forms validate on the server.
 */
export function FormDesigner({ value, onChange, extra }: FormDesignerProps) {
  const { t } = useTranslation('widgets');
  const [store] = useState(() => new DesignerStore(value ?? emptySchema()));
  const [tab, setTab] = useState('design');
  const reported = useRef<FormilyJsonSchema | undefined>(value);
  const latest = useRef(onChange);
  latest.current = onChange;

  // new fields are titled in the three languages
  useEffect(() => {
    for (const l of LANGUAGES) void loadNamespace(l, 'widgets');
  }, []);

  useEffect(() => {
    if (value && value !== reported.current) {
      reported.current = value;
      store.load(value);
    }
  }, [value, store]);

  // reported from the store, not a render: a change re-renders only the parts that show it
  useEffect(
    () =>
      store.subscribe(() => {
        const schema = store.schema();
        if (schema === reported.current) return;
        reported.current = schema;
        latest.current?.(schema);
      }),
    [store],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || typing(e.target)) return;
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) store.undo();
      else if (k === 'y' || (k === 'z' && e.shiftKey)) store.redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);

  return (
    <DesignerContext.Provider value={store}>
      <div className="zx-designer" data-testid="form-designer">
        <DesignerToolbar extra={extra} />
        <Tabs activeTab={tab} onChange={setTab} type="card-gutter" destroyOnHide>
          <Tabs.TabPane key="design" title={t('designer.tab.design')}>
            <DesignerDnd>
              <div className="zx-designer-body">
                <Palette />
                <CanvasRoot />
                <PropertyPanel />
              </div>
            </DesignerDnd>
          </Tabs.TabPane>
          <Tabs.TabPane key="preview" title={t('designer.tab.preview')}>
            <DesignerPreview />
          </Tabs.TabPane>
          <Tabs.TabPane key="json" title={t('designer.tab.json')}>
            <SchemaJsonView />
          </Tabs.TabPane>
        </Tabs>
      </div>
    </DesignerContext.Provider>
  );
}
