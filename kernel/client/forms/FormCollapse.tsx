import { useState, type ReactNode } from 'react';
import { Collapse } from '@arco-design/web-react';
import { observer, RecursionField, useField, useFieldSchema } from '@formily/react';
import { errorsUnder, panesOf, withBadge } from './FormTab.tsx';

/**
 * Collapsible panels over `FormCollapse.CollapsePanel` nodes; all panels stay mounted so their
 * fields validate while collapsed. Opens every panel unless `defaultActiveKey` says otherwise.
 */
const FormCollapseBase = observer(function FormCollapse(props: { accordion?: boolean; defaultActiveKey?: string[]; bordered?: boolean }) {
  const field = useField();
  const schema = useFieldSchema();
  const panels = panesOf(schema, 'CollapsePanel');
  const [active, setActive] = useState<string[]>(
    props.defaultActiveKey ?? (props.accordion ? panels.slice(0, 1) : panels).map((p) => p.name),
  );
  return (
    <Collapse
      activeKey={active}
      accordion={props.accordion}
      bordered={props.bordered}
      lazyload={false}
      onChange={(_k, keys) => setActive(keys)}
    >
      {panels.map((p) => (
        <Collapse.Item key={p.name} name={p.name} header={withBadge(p.props.header ?? p.schema.title, errorsUnder(field, p.name))}>
          <RecursionField schema={p.schema} name={p.name} />
        </Collapse.Item>
      ))}
    </Collapse>
  );
});

/** A panel marker; its children render inside the panel. */
function CollapsePanel({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** The FormCollapse component with `FormCollapse.CollapsePanel`. */
export const FormCollapse = Object.assign(FormCollapseBase, { CollapsePanel });
