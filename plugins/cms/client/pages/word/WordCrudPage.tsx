import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input } from '@arco-design/web-react';
import { IconUpload } from '@arco-design/web-react/icon';
import { CrudDialog, CrudPage, formRules, HasPermi, useEditDialog, type CrudColumn, type TableList } from '#kernel/client';
import { type WordKind, wordApi, wordUrls } from '../../api/word-api.ts';
import { WordImportDialog } from './WordImportDialog.tsx';

interface WordRow {
  wordId: number;
  word: string;
}

export interface WordCrudPageProps<R extends WordRow, Q> {
  kind: WordKind;
  /** the group imported words go into (tag and hot words) */
  groupId?: number;
  page: string;
  list: TableList<R, Q>;
  /** the kind's columns, between the word and the creation time */
  columns: CrudColumn<R>[];
  /** the defaults of a new word */
  defaults: Partial<R>;
  /** add and edit titles of the dialog */
  titles: [string, string];
  submit: (values: R) => Promise<unknown>;
  /** search fields after the word query */
  search?: ReactNode;
  onReset?: () => void;
  /** dialog fields before the word, and between the word and the remark */
  fieldsBefore?: ReactNode;
  fields?: ReactNode;
}

/** The list screen of one word kind: word search, add/edit dialog (word … remark), delete, export and xlsx import. */
export function WordCrudPage<R extends WordRow, Q extends object>(props: WordCrudPageProps<R, Q>) {
  const { t } = useTranslation('cms');
  const { kind, list } = props;
  const dialog = useEditDialog<R>(async (id) => list.rows.find((r) => r.wordId === id)!);
  const [importing, setImporting] = useState(false);
  const columns = useMemo<CrudColumn<R>[]>(
    () => [
      { key: 'word', dataIndex: 'word', title: t('word.word') },
      ...props.columns,
      { key: 'createTime', dataIndex: 'createTime', title: t('word.createTime'), width: 170 },
    ],
    [t, props.columns],
  );
  return (
    <CrudPage<R, Q>
      page={props.page}
      rowKey="wordId"
      list={list}
      columns={columns}
      perms={{ add: 'word:add', edit: 'word:edit', remove: 'word:delete', export: 'word:view' }}
      onAdd={() => dialog.openAdd(props.defaults)}
      onEdit={(r) => void dialog.openEdit(r.wordId)}
      onRemove={(ids) => wordApi.remove(kind, ids as number[])}
      nameOf={(r) => r.word}
      onReset={props.onReset}
      exportTo={{ url: wordUrls.export(kind), name: kind }}
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
          {props.search}
        </>
      }
    >
      <WordImportDialog
        kind={kind}
        groupId={props.groupId}
        visible={importing}
        onClose={(imported) => {
          setImporting(false);
          if (imported) void list.reload();
        }}
      />
      <CrudDialog<R> dialog={dialog} idKey="wordId" titles={props.titles} submit={props.submit} onSaved={() => void list.reload()}>
        {props.fieldsBefore}
        <Form.Item field="word" label={t('word.word')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={100} />
        </Form.Item>
        {props.fields}
        <Form.Item field="remark" label={t('word.remark')}>
          <Input.TextArea maxLength={500} />
        </Form.Item>
      </CrudDialog>
    </CrudPage>
  );
}
