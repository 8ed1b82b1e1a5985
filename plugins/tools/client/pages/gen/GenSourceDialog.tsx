import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Form, Input, Select } from '@arco-design/web-react';
import { FormDialog, formRules } from '#kernel/client';
import { EX_MODEL_KINDS } from '#kernel/shared';
import { GEN_NEW_TABLE_PATTERN } from '../../../shared/gen.ts';
import { genApi, type GenSourceImport, type GenSourceKind, type GenSourceRow } from '../../api/gen-api.ts';

/** what the form starts from each time it opens (one object: a new one would start it afresh on every render) */
const START: Partial<GenSourceImport> = { kind: 'customform' };

/** The sources of a kind on the current site for the picker (none while no kind is chosen or when the server refuses). */
function useSources(kind: GenSourceKind | undefined, visible: boolean) {
  const [rows, setRows] = useState<GenSourceRow[]>([]);
  useEffect(() => {
    setRows([]);
    if (!visible || !kind) return;
    let alive = true;
    genApi.sources(kind).then(
      (r) => alive && setRows(r),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [kind, visible]);
  return rows;
}

/**
 * "Import from a form / model": a custom form or an ex-model of the current site becomes a new table of the
 * generator, named here; the server's refusal is shown under the field it names.
 */
export function ToolsGenSourceDialog({ visible, onClose, onDone }: { visible: boolean; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('tools');
  const [kind, setKind] = useState<GenSourceKind | undefined>('customform');
  const sources = useSources(kind, visible);
  const kinds: Record<GenSourceKind, string> = { customform: t('gen.kinds.customform'), exmodel: t('gen.kinds.exmodel') };
  useEffect(() => {
    if (visible) setKind('customform');
  }, [visible]);
  return (
    <FormDialog<GenSourceImport>
      title={t('gen.sourceTitle')}
      visible={visible}
      width={640}
      labelWidth={110}
      initialValues={START}
      onCancel={onClose}
      onSubmit={(v) => genApi.importSource({ kind: v.kind, id: v.id, tableName: v.tableName.trim() })}
      onDone={() => {
        onDone();
        onClose();
      }}
    >
      {(form) => (
        <div data-testid="gen-source-form">
          <Alert type="info" content={t('gen.sourceHint')} style={{ marginBottom: 16 }} />
          <Form.Item field="kind" label={t('fields.kind')} rules={[formRules.required()]}>
            <Select
              data-testid="gen-source-kind"
              options={EX_MODEL_KINDS.map((k) => ({ value: k, label: kinds[k] }))}
              onChange={(k: GenSourceKind) => {
                setKind(k);
                form.setFieldValue('id', undefined);
              }}
            />
          </Form.Item>
          <Form.Item field="id" label={t('fields.id')} rules={[formRules.required()]}>
            <Select
              data-testid="gen-source-id"
              showSearch
              filterOption
              notFoundContent={t('gen.noSourcesYet')}
              options={sources.map((s) => ({ value: s.id, label: `${s.name} (${s.code})` }))}
            />
          </Form.Item>
          <Form.Item
            field="tableName"
            label={t('fields.tableName')}
            rules={[formRules.required(), { match: new RegExp(GEN_NEW_TABLE_PATTERN), message: t('gen.tableNameHint') }]}
          >
            <Input data-testid="gen-source-table" maxLength={63} placeholder={t('gen.tableNameHint')} />
          </Form.Item>
        </div>
      )}
    </FormDialog>
  );
}
