import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Input, Message, Result, Spin } from '@arco-design/web-react';
import { createForm, isField } from '@formily/core';
import { type RequestError, SchemaForm } from '#kernel/client';
import { checkRegistration, type RegistrationBody } from '../../../shared/registration.ts';
import { type RegistrationForm, registerApi } from '../../api/registration-api.ts';
import type { SlotFile } from '../../components/SlotUpload.tsx';

/** Puts each dictionary's options into the select fields that name it (the public page cannot read dictionaries). */
function withDictOptions(schema: Record<string, any>, dicts: RegistrationForm['dicts'], t: (k: string) => string): Record<string, any> {
  const copy = structuredClone(schema);
  const byType = new Map(Object.entries(dicts));
  const walk = (node: any) => {
    if (!node || typeof node !== 'object') return;
    const type = node['x-component-props']?.dictType;
    if (type) {
      // the options come with the form: the select must not load the dictionary itself (that needs a token)
      node.enum = (byType.get(type) ?? []).map((o) => ({ label: o.label, value: o.value }));
      delete node['x-component-props'].dictType;
    }
    // panel headers are read from the schema as they are (not compiled like field titles)
    const header = /^\{\{t\('([^']+)'\)\}\}$/.exec(node['x-component-props']?.header ?? '');
    if (header) node['x-component-props'].header = t(header[1]);
    for (const child of Object.values(node.properties ?? {})) walk(child);
  };
  walk(copy);
  return copy;
}

/** The association's public member registration (awards.md §2.10), shown on /register through the kernel slot. */
export default function MemberRegisterPage() {
  const { t, i18n } = useTranslation('award');
  const navigate = useNavigate();
  const [def, setDef] = useState<RegistrationForm | null>(null);
  const [failed, setFailed] = useState(false);
  const [captcha, setCaptcha] = useState({ enabled: false, img: '', uuid: '', code: '' });
  const [done, setDone] = useState(false);
  const form = useMemo(() => createForm({ initialValues: { applyLevel: 'member' } }), []);

  const refreshCaptcha = async () => {
    const c = await registerApi.captcha().catch(() => null);
    if (c)
      setCaptcha({ enabled: c.captchaEnabled !== false, img: c.img ? `data:image/png;base64,${c.img}` : '', uuid: c.uuid ?? '', code: '' });
  };

  useEffect(() => {
    document.title = t('register.title');
    registerApi.form().then(setDef, () => setFailed(true));
    void refreshCaptcha();
  }, [i18n.language]);

  const schema = useMemo(() => (def ? withDictOptions(def.schema, def.dicts, t) : null), [def, t]);

  const showProblem = (fieldPath: string, message: string) => {
    const target = form.query(fieldPath.replace(/^attachments\./, 'files.')).take();
    if (target && isField(target)) target.setSelfErrors([message]);
    else Message.error(message);
    document.querySelector('.arco-form-message')?.scrollIntoView({ block: 'center' });
  };

  const submit = async (values: any) => {
    const files = (values.files ?? {}) as Record<string, SlotFile[]>;
    const body: RegistrationBody = {
      account: { ...values.account, code: captcha.code, uuid: captcha.uuid },
      enterprise: values.enterprise,
      contact: values.contact,
      applyLevel: values.applyLevel,
      charterAgree: values.charterAgree === true,
      attachments: Object.entries(files).flatMap(([slot, list]) => (list ?? []).map((f) => ({ slot, path: f.path }))),
      schemaVersion: def!.version,
    };
    const p = checkRegistration(body);
    if (p) return showProblem(p.field, t(p.key, { ...p.params, slot: p.params?.slot ? t(`slot.${p.params.slot}`) : undefined }));
    try {
      await registerApi.submit(body);
      setDone(true);
    } catch (e) {
      const field = ((e as RequestError).data as { field?: string } | undefined)?.field;
      if (field) showProblem(field, (e as Error).message);
      if (captcha.enabled) void refreshCaptcha();
    }
  };

  if (failed) return <Result status="error" title={t('register.loadFailed')} />;
  if (done)
    return (
      <div className="award-register">
        <Result
          status="success"
          title={t('register.doneTitle')}
          subTitle={t('register.doneText')}
          extra={
            <Button type="primary" onClick={() => navigate('/login')}>
              {t('register.toLogin')}
            </Button>
          }
        />
      </div>
    );
  if (!schema) return <Spin style={{ display: 'block', marginTop: 120 }} />;

  return (
    <div className="award-register" style={{ maxWidth: 880, margin: '24px auto', padding: '0 16px' }}>
      <h1 style={{ fontSize: 22, marginBottom: 8 }}>{t('register.title')}</h1>
      <p style={{ color: 'var(--color-text-3)', marginBottom: 16 }}>{t('register.intro')}</p>
      <SchemaForm schema={schema} form={form} layout={{ labelWidth: 180 }}>
        {captcha.enabled && (
          <div style={{ display: 'flex', gap: 8, alignItems: 'center', margin: '12px 0' }}>
            <Input
              style={{ width: 200 }}
              placeholder={t('register.captcha')}
              value={captcha.code}
              onChange={(v) => setCaptcha((c) => ({ ...c, code: v }))}
              data-field="captcha"
            />
            <img
              src={captcha.img}
              alt={t('register.captchaAlt')}
              style={{ height: 36, cursor: 'pointer' }}
              onClick={() => void refreshCaptcha()}
            />
          </div>
        )}
        <div style={{ display: 'flex', gap: 12, marginTop: 16 }}>
          <Button type="primary" long onClick={() => void form.submit(submit).catch(() => undefined)} loading={form.submitting}>
            {t('register.submit')}
          </Button>
        </div>
        <div style={{ marginTop: 12, textAlign: 'center' }}>
          <a href="login" onClick={(e) => (e.preventDefault(), navigate('/login'))}>
            {t('register.toLogin')}
          </a>
        </div>
      </SchemaForm>
    </div>
  );
}
