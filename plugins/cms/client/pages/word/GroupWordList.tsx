import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, InputNumber, Radio } from '@arco-design/web-react';
import { IconUpload } from '@arco-design/web-react/icon';
import { CrudDialog, CrudPage, formRules, HasPermi, useEditDialog, useTableList, type CrudColumn } from '#kernel/client';
import { type HotWord, type TagWord, wordApi, wordUrls } from '../../api/word-api.ts';
import { HOT_WORD_URL, URL_TARGETS } from '../../../shared/word.ts';
import { WordImportDialog } from './WordImportDialog.tsx';

type Q = { groupId: number; query?: string };
type Kind = 'tagword' | 'hotword';
type Row = TagWord | HotWord;

/** The words of one group (tag words or hot words): search, paging, add/edit/delete, export and import. */
export function GroupWordList({ kind, groupId }: { kind: Kind; groupId: number }) {
  const { t } = useTranslation('cms');
  const tag = kind === 'tagword';
  const list = useTableList<Row, Q>((q) => (tag ? wordApi.tagWords(q) : wordApi.hotWords(q)), { groupId });
  const dialog = useEditDialog<Row>(async (id) => list.rows.find((r) => r.wordId === id)!);
  const [importing, setImporting] = useState(false);

  const columns = useMemo<CrudColumn<Row>[]>(
    () => [
      { key: 'word', dataIndex: 'word', title: t('word.word') },
      ...(tag
        ? []
        : [
            { key: 'url', dataIndex: 'url', title: t('word.url'), ellipsis: true },
            {
              key: 'urlTarget',
              dataIndex: 'urlTarget',
              title: t('word.urlTarget'),
              width: 110,
              render: (v: string) => t(`word.urlTargets.${v}`),
            },
          ]),
      { key: 'useCount', dataIndex: 'useCount', title: t('word.useCount'), width: 100 },
      { key: 'hitCount', dataIndex: 'hitCount', title: t('word.hitCount'), width: 100 },
      ...(tag ? [{ key: 'sortFlag', dataIndex: 'sortFlag', title: t('word.sortFlag'), width: 80 }] : []),
      { key: 'createTime', dataIndex: 'createTime', title: t('word.createTime'), width: 170 },
    ],
    [t, tag],
  );

  return (
    <CrudPage<Row, Q>
      page={tag ? 'cms/word/tagWord' : 'cms/word/hotWord'}
      rowKey="wordId"
      list={list}
      columns={columns}
      perms={{ add: 'word:add', edit: 'word:edit', remove: 'word:delete', export: 'word:view' }}
      onAdd={() => dialog.openAdd(tag ? { groupId } : ({ groupId, urlTarget: '_blank' } as Partial<HotWord>))}
      onEdit={(r) => void dialog.openEdit(r.wordId)}
      onRemove={(ids) => wordApi.remove(kind, ids as number[])}
      nameOf={(r) => r.word}
      onReset={() => list.search({ groupId, query: undefined })}
      exportTo={{ url: wordUrls.export(kind), name: tag ? 'tagword' : 'hotword' }}
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
        kind={kind}
        groupId={groupId}
        visible={importing}
        onClose={(imported) => {
          setImporting(false);
          if (imported) void list.reload();
        }}
      />
      <CrudDialog<Row>
        dialog={dialog}
        idKey="wordId"
        titles={tag ? [t('word.tagAddTitle'), t('word.tagEditTitle')] : [t('word.hotAddTitle'), t('word.hotEditTitle')]}
        submit={(v) => {
          const w = { ...v, groupId };
          if (tag) return w.wordId ? wordApi.updateTagWord(w as TagWord) : wordApi.addTagWord(w as TagWord);
          return w.wordId ? wordApi.updateHotWord(w as HotWord) : wordApi.addHotWord(w as HotWord);
        }}
        onSaved={() => void list.reload()}
      >
        <Form.Item field="word" label={t('word.word')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={100} />
        </Form.Item>
        {!tag && (
          <>
            <Form.Item
              field="url"
              label={t('word.url')}
              rules={[formRules.required(), formRules.blank(), { match: HOT_WORD_URL, message: t('word.urlInvalid') }]}
              extra={t('word.urlHint')}
            >
              <Input maxLength={500} />
            </Form.Item>
            <Form.Item field="urlTarget" label={t('word.urlTarget')} rules={[formRules.required()]}>
              <Radio.Group options={URL_TARGETS.map((v) => ({ value: v, label: t(`word.urlTargets.${v}`) }))} />
            </Form.Item>
          </>
        )}
        {tag && (
          <Form.Item field="sortFlag" label={t('word.sortFlag')}>
            <InputNumber min={0} precision={0} />
          </Form.Item>
        )}
        <Form.Item field="remark" label={t('word.remark')}>
          <Input.TextArea maxLength={500} />
        </Form.Item>
      </CrudDialog>
    </CrudPage>
  );
}
