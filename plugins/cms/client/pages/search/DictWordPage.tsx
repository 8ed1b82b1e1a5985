import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Message, Radio, Space, Tabs, Tag, Typography } from '@arco-design/web-react';
import { CrudPage, type CrudColumn, FormDialog, HasPermi, SearchInput, SearchSelect, useTableList } from '#kernel/client';
import { DICT_WORD_TYPES, type DictWordType } from '../../../shared/search-dict.ts';
import { type Cut, type DictWord, type SynonymPair, searchDictApi } from '../../api/search-dict-api.ts';

const TokenList = ({ tokens, mark }: { tokens: string[]; mark?: Set<string> }) => (
  <Space wrap size={4} className="zx-tokens">
    {tokens.map((w, i) => (
      <Tag key={`${w}-${i}`} color={mark?.has(w) ? 'orangered' : 'arcoblue'}>
        {w}
      </Tag>
    ))}
  </Space>
);

/** The words of the dictionary: custom and stop words, added a batch at a time (one per line). */
function DictWords() {
  const { t } = useTranslation('cms');
  const list = useTableList<DictWord, { query?: string; wordType?: DictWordType }>(searchDictApi.words, {});
  const [adding, setAdding] = useState(false);
  const columns = useMemo<CrudColumn<DictWord>[]>(
    () => [
      { key: 'word', dataIndex: 'word', title: t('searchDict.word') },
      {
        key: 'wordType',
        dataIndex: 'wordType',
        title: t('searchDict.wordType'),
        width: 140,
        render: (v: DictWordType) => t(`searchDict.types.${v}`),
      },
      { key: 'createBy', dataIndex: 'createBy', title: t('searchDict.createBy'), width: 140 },
      { key: 'createTime', dataIndex: 'createTime', title: t('searchDict.createTime'), width: 180 },
    ],
    [t],
  );
  return (
    <CrudPage<DictWord, { query?: string; wordType?: DictWordType }>
      page="cms/search/dictWord/words"
      rowKey="wordId"
      list={list}
      columns={columns}
      perms={{ add: 'search:dict:add', remove: 'search:dict:delete' }}
      onAdd={() => setAdding(true)}
      onRemove={(keys) => searchDictApi.removeWords(keys as number[])}
      nameOf={(r) => r.word}
      search={
        <>
          <SearchInput field="query" label={t('searchDict.word')} width={180} />
          <SearchSelect
            field="wordType"
            label={t('searchDict.wordType')}
            options={DICT_WORD_TYPES.map((v) => ({ value: v, label: t(`searchDict.types.${v}`) }))}
          />
        </>
      }
    >
      <FormDialog
        title={t('searchDict.addTitle')}
        visible={adding}
        initialValues={{ wordType: 'WORD', words: '' }}
        onCancel={() => setAdding(false)}
        onSubmit={async (v: { wordType: DictWordType; words: string }) => {
          await searchDictApi.addWords(
            v.wordType,
            v.words
              .split('\n')
              .map((w) => w.trim())
              .filter(Boolean),
          );
          setAdding(false);
          list.reload();
        }}
      >
        <Form.Item field="wordType" label={t('searchDict.wordType')}>
          <Radio.Group options={DICT_WORD_TYPES.map((v) => ({ value: v, label: t(`searchDict.types.${v}`) }))} />
        </Form.Item>
        <Form.Item field="words" label={t('searchDict.words')} extra={t('searchDict.wordsHint')} rules={[{ required: true }]}>
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} />
        </Form.Item>
      </FormDialog>
    </CrudPage>
  );
}

/** Synonym pairs: a query for one side finds texts with the other. */
function Synonyms() {
  const { t } = useTranslation('cms');
  const list = useTableList<SynonymPair, { query?: string }>(searchDictApi.synonyms, {});
  const [adding, setAdding] = useState(false);
  const columns = useMemo<CrudColumn<SynonymPair>[]>(
    () => [
      { key: 'word', dataIndex: 'word', title: t('searchDict.word') },
      { key: 'synonym', dataIndex: 'synonym', title: t('searchDict.synonym') },
      { key: 'createTime', dataIndex: 'createTime', title: t('searchDict.createTime'), width: 180 },
    ],
    [t],
  );
  return (
    <CrudPage<SynonymPair, { query?: string }>
      page="cms/search/dictWord/synonyms"
      rowKey="synonymId"
      list={list}
      columns={columns}
      perms={{ add: 'search:dict:add', remove: 'search:dict:delete' }}
      onAdd={() => setAdding(true)}
      onRemove={(keys) => searchDictApi.removeSynonyms(keys as number[])}
      nameOf={(r) => `${r.word} ⇄ ${r.synonym}`}
      search={<SearchInput field="query" label={t('searchDict.word')} width={180} />}
    >
      <FormDialog
        title={t('searchDict.addSynonym')}
        visible={adding}
        onCancel={() => setAdding(false)}
        onSubmit={async (v: { word: string; synonym: string }) => {
          await searchDictApi.addSynonym(v.word, v.synonym);
          setAdding(false);
          list.reload();
        }}
      >
        <Form.Item field="word" label={t('searchDict.word')} rules={[{ required: true }]}>
          <Input maxLength={50} placeholder={t('searchDict.wordExample')} />
        </Form.Item>
        <Form.Item field="synonym" label={t('searchDict.synonym')} rules={[{ required: true }]}>
          <Input maxLength={50} placeholder={t('searchDict.synonymExample')} />
        </Form.Item>
      </FormDialog>
    </CrudPage>
  );
}

/** A text as the segmenter cuts it, and as it would cut it with one more word (nothing is stored). */
function Analyze() {
  const { t } = useTranslation('cms');
  const [text, setText] = useState('');
  const [mode, setMode] = useState<'ik_smart' | 'ik_max_word'>('ik_smart');
  const [word, setWord] = useState('');
  const [tokens, setTokens] = useState<string[] | null>(null);
  const [cut, setCut] = useState<{ before: Cut; after: Cut } | null>(null);
  const key = mode === 'ik_smart' ? 'query' : 'index';
  return (
    <div className="zx-dict-analyze" style={{ maxWidth: 820 }}>
      <Input.TextArea value={text} onChange={setText} maxLength={2000} autoSize={{ minRows: 3 }} placeholder={t('searchDict.textHint')} />
      <Space style={{ margin: '12px 0' }} wrap>
        <Radio.Group
          type="button"
          value={mode}
          onChange={setMode}
          options={[
            { value: 'ik_smart', label: t('searchDict.smart') },
            { value: 'ik_max_word', label: t('searchDict.maxWord') },
          ]}
        />
        <Button
          type="primary"
          data-action="analyze"
          disabled={!text.trim()}
          onClick={async () => setTokens(await searchDictApi.analyze(mode, text))}
        >
          {t('searchDict.analyze')}
        </Button>
        <Input value={word} onChange={setWord} maxLength={50} style={{ width: 180 }} placeholder={t('searchDict.tryWord')} />
        <Button
          data-action="compare"
          disabled={!text.trim() || !word.trim()}
          onClick={async () => setCut(await searchDictApi.compare(text, word, 'WORD'))}
        >
          {t('searchDict.compare')}
        </Button>
        <HasPermi value="search:dict:add">
          <Button
            status="success"
            data-action="add-word"
            disabled={!word.trim()}
            onClick={async () => {
              await searchDictApi.addWords('WORD', [word.trim()]);
              Message.success(t('searchDict.added', { word: word.trim() }));
              setTokens(await searchDictApi.analyze(mode, text));
              setCut(null);
            }}
          >
            {t('searchDict.addThis')}
          </Button>
        </HasPermi>
      </Space>
      {tokens && (
        <div className="zx-dict-tokens">
          <TokenList tokens={tokens} />
        </div>
      )}
      {cut && (
        <div className="zx-dict-compare" style={{ marginTop: 12 }}>
          <Typography.Text type="secondary">{t('searchDict.before')}</Typography.Text>
          <TokenList tokens={cut.before[key]} />
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
            {t('searchDict.after')}
          </Typography.Text>
          <TokenList tokens={cut.after[key]} mark={new Set(cut.after[key].filter((w) => !cut.before[key].includes(w)))} />
        </div>
      )}
    </div>
  );
}

/** CMS → Index dictionary (menu 2052): the custom and stop words, the synonym pairs, and the analysis of a text. */
export default function DictWordPage() {
  const { t } = useTranslation('cms');
  const [tab, setTab] = useState('words');
  return (
    <div className="zx-page" data-page="cms/search/dictWord">
      <Tabs activeTab={tab} onChange={setTab} lazyload destroyOnHide>
        <Tabs.TabPane key="words" title={t('searchDict.tabs.words')}>
          <DictWords />
        </Tabs.TabPane>
        <Tabs.TabPane key="synonyms" title={t('searchDict.tabs.synonyms')}>
          <Synonyms />
        </Tabs.TabPane>
        <Tabs.TabPane key="analyze" title={t('searchDict.tabs.analyze')}>
          <Analyze />
        </Tabs.TabPane>
      </Tabs>
    </div>
  );
}
