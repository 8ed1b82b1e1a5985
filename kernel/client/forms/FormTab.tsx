import { useState, type ReactNode } from 'react';
import { Badge, Tabs } from '@arco-design/web-react';
import { model } from '@formily/reactive';
import { observer, RecursionField, useField, useFieldSchema, type Schema } from '@formily/react';
import type { GeneralField } from '@formily/core';

/** Controls which tab is active from outside (`FormTab.createFormTab()`). */
export interface FormTabModel {
  activeKey?: string;
  setActiveKey(key: string): void;
}

function createFormTab(defaultActiveKey?: string): FormTabModel {
  return model({
    activeKey: defaultActiveKey,
    setActiveKey(key: string) {
      this.activeKey = key;
    },
  });
}

/** Panes of a void container: its properties whose component ends with `part`. */
export function panesOf(schema: Schema, part: string): { name: string; schema: Schema; props: Record<string, any> }[] {
  return schema.reduceProperties<any[], any[]>((buf, s, key) => {
    const comp = String(s['x-component'] ?? '');
    return comp.endsWith(part) ? buf.concat({ name: String(key), schema: s, props: { ...(s['x-component-props'] as object) } }) : buf;
  }, []);
}

/** Number of error messages of the fields under one pane. */
export function errorsUnder(field: GeneralField, name: string): number {
  return field.form.queryFeedbacks({ type: 'error', address: `${field.address.concat(name)}.*` }).length;
}

/** A tab title followed by a red count of the errors in that tab (inline, so it never covers the title). */
export const withBadge = (title: ReactNode, count: number) =>
  count ? (
    <span>
      {title}
      <Badge count={count} style={{ marginLeft: 6, verticalAlign: 'text-top' }} />
    </span>
  ) : (
    title
  );

/**
 * Tabs over `FormTab.TabPane` nodes. Every pane stays mounted (lazyload off) so fields in hidden
 * tabs still validate on submit.
 */
const FormTabBase = observer(function FormTab(props: {
  formTab?: FormTabModel;
  type?: 'line' | 'card' | 'card-gutter' | 'text' | 'rounded' | 'capsule';
}) {
  const field = useField();
  const schema = useFieldSchema();
  const panes = panesOf(schema, 'TabPane');
  const [local, setLocal] = useState(panes[0]?.name);
  const active = props.formTab?.activeKey ?? local;
  return (
    <Tabs
      type={props.type}
      activeTab={active}
      lazyload={false}
      onChange={(k) => (props.formTab ? props.formTab.setActiveKey(k) : setLocal(k))}
    >
      {panes.map((p) => (
        <Tabs.TabPane key={p.name} title={withBadge(p.props.tab ?? p.schema.title, errorsUnder(field, p.name))}>
          <RecursionField schema={p.schema} name={p.name} />
        </Tabs.TabPane>
      ))}
    </Tabs>
  );
});

/** A pane marker; its children render inside the tab. */
function TabPane({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** The FormTab component with `FormTab.TabPane` and `FormTab.createFormTab`. */
export const FormTab = Object.assign(FormTabBase, { TabPane, createFormTab });
