import { useDeferredValue, useMemo } from 'react';
import { Message } from '@arco-design/web-react';
import { createForm } from '@formily/core';
import { FormConsumer } from '@formily/react';
import { useTranslation } from 'react-i18next';
import { FormButtonGroup, Reset, SchemaForm, Submit } from '../SchemaForm.tsx';
import { useDesignerStore } from './context.ts';
import { useDesigner } from './store.ts';

/** The form as it will render: the kernel's SchemaForm on the current schema, its values, and a submit that validates. */
export function DesignerPreview() {
  const { t } = useTranslation('widgets');
  const store = useDesignerStore();
  const model = useDeferredValue(useDesigner(store, (s) => s.model));
  const schema = useMemo(() => store.schema(), [model, store]);
  // a new form per schema: fields removed from the schema must not keep their values
  const form = useMemo(() => createForm(), [schema]);
  return (
    <div className="zx-designer-preview" data-testid="designer-preview">
      <SchemaForm schema={schema} form={form} layout={{ layout: 'vertical' }}>
        <FormButtonGroup>
          <Submit onSubmit={() => void Message.success(t('designer.previewValid'))} />
          <Reset />
        </FormButtonGroup>
        <FormConsumer>
          {() => (
            <pre className="zx-designer-values" data-testid="designer-values">
              {JSON.stringify(form.values, null, 2)}
            </pre>
          )}
        </FormConsumer>
      </SchemaForm>
    </div>
  );
}
