import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Radio, Select, Tag } from '@arco-design/web-react';
import { IconUpload } from '@arco-design/web-react/icon';
import { CrudDialog, CrudPage, formRules, HasPermi, useEditDialog, useTableList, type CrudColumn } from '#kernel/client';
import { type SensitiveWord, wordApi, wordUrls } from '../../api/word-api.ts';
import { SENSITIVE_TYPES, type SensitiveWordQuery } from '../../../shared/word.ts';
import { WordImportDialog } from './WordImportDialog.tsx';

/** The global sensitive words (refused on save) and whitelist words (allowed even where they contain one). */
export function SensitiveWordList() {
  const { t } = useTranslation('cms');
  const list = useTableList<SensitiveWord, SensitiveWordQuery>(wordApi.sensitiveWords, {});
  const dialog = useEditDialog<SensitiveWord>(async (id) => list.rows.find((r) => r.wordId === id)!);
  const [importing, setImporting] = useState(false);
  const types = SENSITIVE_TYPES.map((v) => ({ value: v, label: t(`word.sensitiveTypes.${v}`) }));

  const columns = useMemo<CrudColumn<SensitiveWord>[]>(
    () => [
      { key: 'word', dataIndex: 'word', title: t('word.word') },
      {
        key: 'type',
        dataIndex: 'type',
        title: t('word.type'),
        width: 120,
        render: (v: string) => <Tag color={v === 'WHITE' ? 'green' : 'red'}>{t(`word.sensitiveTypes.${v}`)}</Tag>,
      },
      { key: 'replaceWord', dataIndex: 'replaceWord', title: t('word.replaceWord') },
      { key: 'remark', dataIndex: 'remark', title: t('word.remark'), ellipsis: true },
      { key: 'createTime', dataIndex: 'createTime', title: t('word.createTime'), width: 170 },
    ],
    [t],
  );

  return (
    <CrudPage<SensitiveWord, SensitiveWordQuery>
      page="cms/word/sensitiveWord"
      rowKey="wordId"
      list={list}
      columns={columns}
      perms={{ add: 'word:add', edit: 'word:edit', remove: 'word:delete', export: 'word:view' }}
      onAdd={() => dialog.openAdd({ type: 'BLACK' })}
      onEdit={(r) => void dialog.openEdit(r.wordId)}
      onRemove={(ids) => wordApi.remove('sensitiveword', ids as number[])}
      nameOf={(r) => r.word}
      exportTo={{ url: wordUrls.export('sensitiveword'), name: 'sensitiveword' }}
      toolbar={
        <HasPermi value="word:add">
          <Button icon={<IconUpload />} onClick={() => setImporting(true)}>
            {t('word.importButton')}
          </Button>
        </HasPermi>
      }
      search={
        <>
          <Form.Item field="query" label={t('word.query')}>
            <Input allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item field="type" label={t('word.type')}>
            <Select allowClear options={types} style={{ width: 140 }} />
          </Form.Item>
        </>
      }
    >
      <WordImportDialog
        kind="sensitiveword"
        visible={importing}
        onClose={(imported) => {
          setImporting(false);
          if (imported) void list.reload();
        }}
      />
      <CrudDialog<SensitiveWord>
        dialog={dialog}
        idKey="wordId"
        titles={[t('word.sensitiveAddTitle'), t('word.sensitiveEditTitle')]}
        submit={(v) => (v.wordId ? wordApi.updateSensitiveWord(v) : wordApi.addSensitiveWord(v))}
        onSaved={() => void list.reload()}
      >
        <Form.Item field="type" label={t('word.type')} rules={[formRules.required()]}>
          <Radio.Group options={types} />
        </Form.Item>
        <Form.Item field="word" label={t('word.word')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item field="replaceWord" label={t('word.replaceWord')} extra={t('word.replaceHint')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item field="remark" label={t('word.remark')}>
          <Input.TextArea maxLength={500} />
        </Form.Item>
      </CrudDialog>
    </CrudPage>
  );
}
