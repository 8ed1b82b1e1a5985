import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input } from '@arco-design/web-react';
import { IconArrowRight, IconUpload } from '@arco-design/web-react/icon';
import { CrudDialog, CrudPage, formRules, HasPermi, useEditDialog, useTableList, type CrudColumn } from '#kernel/client';
import { type ErrorProneWord, wordApi, wordUrls } from '../../api/word-api.ts';
import { WordImportDialog } from './WordImportDialog.tsx';

type Q = { query?: string };

/** The global error-prone words and their replacements (offered by the content editor). */
export function ErrorProneWordList() {
  const { t } = useTranslation('cms');
  const list = useTableList<ErrorProneWord, Q>(wordApi.errorProneWords, {});
  const dialog = useEditDialog<ErrorProneWord>(async (id) => list.rows.find((r) => r.wordId === id)!);
  const [importing, setImporting] = useState(false);

  const columns = useMemo<CrudColumn<ErrorProneWord>[]>(
    () => [
      { key: 'word', dataIndex: 'word', title: t('word.word') },
      { key: 'arrow', title: '', width: 50, render: () => <IconArrowRight /> },
      { key: 'replaceWord', dataIndex: 'replaceWord', title: t('word.replaceWord') },
      { key: 'remark', dataIndex: 'remark', title: t('word.remark'), ellipsis: true },
      { key: 'createTime', dataIndex: 'createTime', title: t('word.createTime'), width: 170 },
    ],
    [t],
  );

  return (
    <CrudPage<ErrorProneWord, Q>
      page="cms/word/errorProneWord"
      rowKey="wordId"
      list={list}
      columns={columns}
      perms={{ add: 'word:add', edit: 'word:edit', remove: 'word:delete', export: 'word:view' }}
      onAdd={() => dialog.openAdd({})}
      onEdit={(r) => void dialog.openEdit(r.wordId)}
      onRemove={(ids) => wordApi.remove('errorproneword', ids as number[])}
      nameOf={(r) => r.word}
      exportTo={{ url: wordUrls.export('errorproneword'), name: 'errorproneword' }}
      toolbar={
        <HasPermi value="word:add">
          <Button icon={<IconUpload />} onClick={() => setImporting(true)}>
            {t('word.importButton')}
          </Button>
        </HasPermi>
      }
      search={
        <Form.Item field="query" label={t('word.query')}>
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
      }
    >
      <WordImportDialog
        kind="errorproneword"
        visible={importing}
        onClose={(imported) => {
          setImporting(false);
          if (imported) void list.reload();
        }}
      />
      <CrudDialog<ErrorProneWord>
        dialog={dialog}
        idKey="wordId"
        titles={[t('word.errorProneAddTitle'), t('word.errorProneEditTitle')]}
        submit={(v) => (v.wordId ? wordApi.updateErrorProneWord(v) : wordApi.addErrorProneWord(v))}
        onSaved={() => void list.reload()}
      >
        <Form.Item field="word" label={t('word.word')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item field="replaceWord" label={t('word.replaceWord')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item field="remark" label={t('word.remark')}>
          <Input.TextArea maxLength={500} />
        </Form.Item>
      </CrudDialog>
    </CrudPage>
  );
}
