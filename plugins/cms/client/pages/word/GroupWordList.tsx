import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, InputNumber, Radio } from '@arco-design/web-react';
import { formRules, useTableList, type CrudColumn } from '#kernel/client';
import { type HotWord, type TagWord, wordApi } from '../../api/word-api.ts';
import { HOT_WORD_URL, URL_TARGETS } from '../../../shared/word.ts';
import { WordCrudPage } from './WordCrudPage.tsx';

type Q = { groupId: number; query?: string };
type Kind = 'tagword' | 'hotword';
type Row = TagWord | HotWord;

/** The words of one group (tag words or hot words): search, paging, add/edit/delete, export and import. */
export function GroupWordList({ kind, groupId }: { kind: Kind; groupId: number }) {
  const { t } = useTranslation('cms');
  const tag = kind === 'tagword';
  const list = useTableList<Row, Q>((q) => (tag ? wordApi.tagWords(q) : wordApi.hotWords(q)), { groupId });

  const columns = useMemo<CrudColumn<Row>[]>(
    () => [
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
    ],
    [t, tag],
  );

  return (
    <WordCrudPage<Row, Q>
      kind={kind}
      groupId={groupId}
      page={tag ? 'cms/word/tagWord' : 'cms/word/hotWord'}
      list={list}
      columns={columns}
      defaults={tag ? { groupId } : ({ groupId, urlTarget: '_blank' } as Partial<HotWord>)}
      onReset={() => list.search({ groupId, query: undefined })}
      titles={tag ? [t('word.tagAddTitle'), t('word.tagEditTitle')] : [t('word.hotAddTitle'), t('word.hotEditTitle')]}
      submit={(v) => {
        const w = { ...v, groupId };
        if (tag) return w.wordId ? wordApi.updateTagWord(w as TagWord) : wordApi.addTagWord(w as TagWord);
        return w.wordId ? wordApi.updateHotWord(w as HotWord) : wordApi.addHotWord(w as HotWord);
      }}
      fields={
        tag ? (
          <Form.Item field="sortFlag" label={t('word.sortFlag')}>
            <InputNumber min={0} precision={0} />
          </Form.Item>
        ) : (
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
        )
      }
    />
  );
}
