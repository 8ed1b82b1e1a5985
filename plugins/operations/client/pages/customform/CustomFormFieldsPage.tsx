import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, Card, Message, Spin, Tag } from '@arco-design/web-react';
import { IconSave, IconSend } from '@arco-design/web-react/icon';
import { confirmAction, FormDesigner, type FormilyJsonSchema, HasPermi } from '#kernel/client';
import { customFormApi, customFormUrls } from '../../api/customform-api.ts';
import { http } from '#kernel/client';

/**
 * Interactive → Custom forms → Fields (`/operations/customform/fields?formId=`): the form's schema in the kernel's
 * visual designer; Save keeps the schema as edited (the published version stays what submissions are filled with),
 * Publish freezes it as the next version.
 */
export default function CustomFormFieldsPage() {
  const { t } = useTranslation('operations');
  const [params] = useSearchParams();
  const formId = Number(params.get('formId')) || 0;
  // the schema as loaded (what the designer starts from) and as edited (kept aside: a keystroke renders the designer's
  // parts that show it, not this page)
  const [schema, setSchema] = useState<FormilyJsonSchema | null>(null);
  const edited = useRef<FormilyJsonSchema | null>(null);
  const [name, setName] = useState('');
  const [version, setVersion] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);

  const load = () =>
    customFormApi.get(formId).then((f) => {
      setSchema(f.schema as FormilyJsonSchema);
      edited.current = f.schema as FormilyJsonSchema;
      setName(f.name);
      setVersion(f.publishedVersion);
    });
  useEffect(() => {
    if (formId) void load();
  }, [formId]);

  const save = async () => {
    if (!edited.current) return;
    setSaving(true);
    try {
      await http.put(customFormUrls.schema, { formId, schema: edited.current });
      Message.success(t('customform.desk.saved'));
    } finally {
      setSaving(false);
    }
  };
  const publish = () =>
    void confirmAction(t('customform.form.publishAsk', { name }), async () => {
      // the schema as it stands, even when Save just sent the same one (not a repeated click)
      await http.put(customFormUrls.schema, { formId, schema: edited.current }, { repeatSubmit: false });
      await customFormApi.publish([formId]);
    }).then((ok) => {
      if (ok) void load();
    });

  const extra = (
    <HasPermi value="cms:customform:edit">
      <Button size="small" type="primary" icon={<IconSave />} loading={saving} onClick={() => void save()} className="zx-customform-save">
        {t('customform.fields.save')}
      </Button>
      <Button size="small" icon={<IconSend />} onClick={publish} className="zx-customform-fields-publish">
        {t('customform.form.publish')}
      </Button>
    </HasPermi>
  );
  return (
    <Card
      title={
        <>
          {t('customform.fields.title', { name })}{' '}
          {version ? <Tag color="green">v{version}</Tag> : <Tag>{t('customform.status.draft')}</Tag>}
        </>
      }
      data-page="operations/customform/fields"
    >
      {schema ? (
        <FormDesigner
          value={schema}
          onChange={(s) => {
            edited.current = s;
          }}
          extra={extra}
        />
      ) : (
        <Spin />
      )}
    </Card>
  );
}
