import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Message, Popconfirm, Table } from '@arco-design/web-react';
import { FormDialog, HasPermi } from '#kernel/client';
import { searchDictApi } from '../../api/search-dict-api.ts';
import { type SearchPinRow, type SearchQualityReport, searchLogApi } from '../../api/search-log-api.ts';
import { ContentPicker } from '../content/ContentPicker.tsx';

/**
 * What readers did not find, and what they found but did not open: each query with its one-click fixes (a
 * dictionary word, a synonym, a content pinned as its first result); and the pins in force.
 */
export function SearchQuality() {
  const { t } = useTranslation('cms');
  const [report, setReport] = useState<SearchQualityReport>({ noResults: [], unclicked: [] });
  const [pins, setPins] = useState<SearchPinRow[]>([]);
  const [synonymOf, setSynonymOf] = useState<string | null>(null);
  const [pinFor, setPinFor] = useState<string | null>(null);
  // the dialog's title keeps its word while it fades out
  const pinTitle = useRef('');
  if (pinFor) pinTitle.current = pinFor;
  const load = () => {
    void searchLogApi.quality().then(setReport);
    void searchLogApi.pins().then(setPins);
  };
  useEffect(load, []);

  const fixes = (word: string) => (
    <>
      <HasPermi value="search:dict:add">
        <Button
          type="text"
          size="mini"
          data-action="add-word"
          onClick={async () => {
            await searchDictApi.addWords('WORD', [word]);
            Message.success(t('searchDict.added', { word }));
          }}
        >
          {t('searchDict.addThis')}
        </Button>
        <Button type="text" size="mini" data-action="add-synonym" onClick={() => setSynonymOf(word)}>
          {t('searchDict.addSynonym')}
        </Button>
      </HasPermi>
      <HasPermi value="search:word:edit">
        <Button type="text" size="mini" data-action="pin-content" onClick={() => setPinFor(word)}>
          {t('searchQuality.pin')}
        </Button>
      </HasPermi>
    </>
  );
  const columns = [
    { title: t('searchLog.word'), dataIndex: 'word' },
    { title: t('searchLog.searches'), dataIndex: 'searches', width: 100 },
    { title: t('searchLog.lastTime'), dataIndex: 'lastTime', width: 180 },
    { title: t('searchLog.fixes'), width: 300, render: (_: unknown, r: { word: string }) => fixes(r.word) },
  ];

  return (
    <div className="zx-search-quality">
      <h3>{t('searchQuality.noResults')}</h3>
      <Table className="zx-quality-none" rowKey="word" data={report.noResults} pagination={false} columns={columns} />
      <h3>{t('searchQuality.unclicked')}</h3>
      <Table
        className="zx-quality-unclicked"
        rowKey="word"
        data={report.unclicked}
        pagination={false}
        columns={[columns[0], columns[1], { title: t('searchLog.results'), dataIndex: 'results', width: 100 }, ...columns.slice(2)]}
      />
      <h3>{t('searchQuality.pins')}</h3>
      <Table
        className="zx-quality-pins"
        rowKey="pinId"
        data={pins}
        pagination={false}
        columns={[
          { title: t('searchLog.word'), dataIndex: 'word' },
          { title: t('searchQuality.firstResult'), dataIndex: 'title' },
          { title: t('searchQuality.pinnedBy'), dataIndex: 'createBy', width: 140 },
          {
            title: t('searchLog.fixes'),
            width: 120,
            render: (_: unknown, r: SearchPinRow) => (
              <HasPermi value="search:word:edit">
                <Popconfirm
                  title={t('searchQuality.unpinConfirm', { word: r.word })}
                  onOk={async () => {
                    await searchLogApi.removePins([r.pinId]);
                    load();
                  }}
                >
                  <Button type="text" size="mini" status="danger" data-action="unpin">
                    {t('searchQuality.unpin')}
                  </Button>
                </Popconfirm>
              </HasPermi>
            ),
          },
        ]}
      />
      <FormDialog
        title={t('searchDict.addSynonym')}
        visible={synonymOf != null}
        initialValues={{ word: synonymOf ?? '' }}
        onCancel={() => setSynonymOf(null)}
        onSubmit={async (v: { word: string; synonym: string }) => {
          await searchDictApi.addSynonym(v.word, v.synonym);
          setSynonymOf(null);
          Message.success(t('searchLog.synonymAdded'));
        }}
      >
        <Form.Item field="word" label={t('searchDict.word')} rules={[{ required: true }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item field="synonym" label={t('searchDict.synonym')} rules={[{ required: true }]}>
          <Input maxLength={50} />
        </Form.Item>
      </FormDialog>
      <ContentPicker
        visible={pinFor != null}
        title={t('searchQuality.pinTitle', { word: pinTitle.current })}
        onCancel={() => setPinFor(null)}
        onPick={async ([row]) => {
          if (!row || pinFor == null) return;
          await searchLogApi.addPin(pinFor, row.contentId);
          setPinFor(null);
          Message.success(t('searchQuality.pinned', { word: pinFor, title: row.title }));
          load();
        }}
      />
    </div>
  );
}
