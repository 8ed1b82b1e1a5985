import { useEffect, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { Button, Space } from '@arco-design/web-react';
import { createForm, isField, type Form, type IFormProps } from '@formily/core';
import { createSchemaField, FormProvider, observer, useForm, type ISchema } from '@formily/react';
import { useTranslation } from 'react-i18next';
import { pickFormText, type FormText } from '../../shared/form-text.ts';
import { i18next } from '../i18n.ts';
import { registry } from '../registry.ts';
import { formComponents } from './components.ts';
import { FormLayout, type FormLayoutProps } from './FormLayout.tsx';
import { bindValidateLanguage } from './validate-locale.ts';

/** Props of the schema renderer. */
export interface SchemaFormProps {
  /** a Formily JSON schema (usually `{type: 'object', properties: {...}}`) */
  schema: ISchema;
  /** the form to render into; one is created when omitted */
  form?: Form;
  /** components beyond the kernel's and the registered plugins' `formComponents` (these win) */
  components?: Record<string, ComponentType<any>>;
  /** values and functions the schema's `{{ }}` expressions may use; `t` and `tr` (a designed form's three-language text) are always there */
  scope?: Record<string, unknown>;
  readPretty?: boolean;
  layout?: FormLayoutProps;
  children?: ReactNode;
}

function shallowEqual(a: Record<string, unknown> | undefined, b: Record<string, unknown> | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}

/** Keeps the previous object while the new one is shallowly equal (inline props must not remount the form). */
function useStable<T extends Record<string, unknown> | undefined>(value: T): T {
  const ref = useRef(value);
  if (!shallowEqual(ref.current, value)) ref.current = value;
  return ref.current;
}

/** Re-runs validation of the fields that show errors, so their messages follow a language switch. */
export function revalidateShownErrors(form: Form): void {
  form.query('*').forEach((f) => {
    if (isField(f) && f.selfErrors.length) f.validate().catch(() => undefined);
  });
}

/**
 * The registered plugins' form components, nested by plugin id: Formily reads a dotted `x-component` as a path
 * (`cms.ResourceInput` → `components.cms.ResourceInput`), so a flat `'cms.ResourceInput'` key would never match.
 */
export function pluginFormComponents(): Record<string, Record<string, ComponentType<any>>> {
  const out: Record<string, Record<string, ComponentType<any>>> = {};
  for (const [name, c] of registry.formComponents) {
    const dot = name.indexOf('.');
    (out[name.slice(0, dot)] ??= {})[name.slice(dot + 1)] = c;
  }
  return out;
}

/**
 * One registered plugin's form component by its name (`cms.ResourceInput`), for an Arco form outside a schema (a
 * plugin that depends on another uses its field this way, without importing it); undefined when none is registered.
 */
export function pluginFormComponent(name: string): ComponentType<any> | undefined {
  return registry.formComponents.get(name);
}

/** Renders a Formily JSON schema with the kernel's Arco binding; messages follow the current language. */
export function SchemaForm({ schema, form, components, scope, readPretty, layout, children }: SchemaFormProps) {
  // useTranslation's i18n is a per-render wrapper with a frozen `language`; listeners need the real instance
  const { t } = useTranslation();
  const i18n = i18next;
  const own = useMemo(() => form ?? createForm(), [form]);
  const extra = useStable(components);
  const extraScope = useStable(scope);
  const SchemaField = useMemo(
    () => createSchemaField({ components: { ...formComponents, ...(pluginFormComponents() as Record<string, any>), ...extra } }),
    [extra],
  );
  const fullScope = useMemo(() => ({ t, tr: (text: FormText) => pickFormText(text, i18n.language), ...extraScope }), [t, i18n, extraScope]);

  bindValidateLanguage(i18n);
  useEffect(() => {
    const onChange = () => revalidateShownErrors(own);
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n, own]);

  useEffect(() => {
    if (readPretty !== undefined) own.setPattern(readPretty ? 'readPretty' : 'editable');
  }, [own, readPretty]);

  return (
    <FormProvider form={own}>
      <FormLayout {...layout}>
        <SchemaField schema={schema} scope={fullScope} />
        {children}
      </FormLayout>
    </FormProvider>
  );
}

/** Creates a form once per component (options are read on the first render only). */
export function useSchemaForm(options?: IFormProps): Form {
  return useMemo(() => createForm(options), []);
}

/** Props of the submit button. */
export interface SubmitProps {
  onSubmit?: (values: any) => void | Promise<unknown>;
  onSubmitFailed?: (errors: unknown) => void;
  children?: ReactNode;
}

/** Validates and submits the enclosing form; shows loading while `onSubmit` runs. */
export const Submit = observer(function Submit({ onSubmit, onSubmitFailed, children }: SubmitProps) {
  const form = useForm();
  const { t } = useTranslation('widgets');
  return (
    <Button type="primary" loading={form.submitting} onClick={() => form.submit(onSubmit).catch((e) => onSubmitFailed?.(e))}>
      {children ?? t('form.submit')}
    </Button>
  );
});

/** Resets the enclosing form to its initial values and clears messages. */
export function Reset({ children }: { children?: ReactNode }) {
  const form = useForm();
  const { t } = useTranslation('widgets');
  return <Button onClick={() => void form.reset('*', { forceClear: false, validate: false })}>{children ?? t('form.reset')}</Button>;
}

/** A row of form buttons aligned with the controls. */
export function FormButtonGroup({ children }: { children?: ReactNode }) {
  return <Space style={{ marginTop: 8 }}>{children}</Space>;
}
