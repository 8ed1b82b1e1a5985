import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Card, Table, Tabs, Tag, Typography } from '@arco-design/web-react';
import { type FunctionDoc, type TagDoc, staticizeApi } from '../../api/staticize-api.ts';
import { FUNCTION_EXAMPLES, TAG_EXAMPLES } from '../../../shared/template-examples.ts';
import { CustomDynamicPages, DynamicTypeList } from './DynamicPageTabs.tsx';

/** the template snippets the note on output escaping shows (engine.ts escapes every output; `raw` opts out) */
const ESCAPE_EXAMPLES = {
  output: '{{ … }}',
  article: '{% cms_article %}',
  raw: '{{ value | raw }}',
  hot: '{{ value | escape | replaceHotWord | raw }}',
};

/** A tag's or function's documented example (shared/template-examples.ts, the one a test renders). */
function Example({ code }: { code?: string }) {
  return code ? (
    <Typography.Text code copyable>
      {code}
    </Typography.Text>
  ) : null;
}

/** CMS → Directives: every template tag with its attributes and every function with its arguments, from the engine's registry; dynamic page types and custom dynamic pages. */
export default function StaticizePage() {
  const { t } = useTranslation('cms');
  const [tags, setTags] = useState<TagDoc[]>([]);
  const [fns, setFns] = useState<FunctionDoc[]>([]);
  useEffect(() => {
    void staticizeApi.tags().then(setTags, () => setTags([]));
    void staticizeApi.functions().then(setFns, () => setFns([]));
  }, []);
  return (
    <div className="zx-page" data-page="cms/staticize/index">
      <Card bordered={false}>
        <Alert
          type="info"
          style={{ marginBottom: 12 }}
          data-testid="cms-staticize-escape"
          content={t('staticize.escapeNote', ESCAPE_EXAMPLES)}
        />
        <Tabs defaultActiveTab="tags" lazyload>
          <Tabs.TabPane key="tags" title={t('staticize.tags')}>
            <Table<TagDoc>
              rowKey="tagName"
              data={tags}
              pagination={false}
              expandedRowRender={(d) =>
                d.tagAttrs.length ? (
                  <Table
                    rowKey="name"
                    size="small"
                    pagination={false}
                    data={d.tagAttrs}
                    columns={[
                      { title: t('staticize.attrs'), dataIndex: 'name', width: 160 },
                      { title: t('staticize.usage'), dataIndex: 'usage' },
                      { title: t('staticize.dataType'), dataIndex: 'dataType', width: 100 },
                      {
                        title: t('staticize.mandatory'),
                        dataIndex: 'mandatory',
                        width: 90,
                        render: (v: boolean) => (v ? t('site.yes') : t('site.no')),
                      },
                      {
                        title: t('staticize.default'),
                        dataIndex: 'defaultValue',
                        render: (v: string, a) => [v, ...a.options.map((o) => o.value).filter((o) => o !== v)].filter(Boolean).join(' / '),
                      },
                    ]}
                  />
                ) : null
              }
              columns={[
                {
                  title: t('staticize.tagName'),
                  dataIndex: 'tagName',
                  width: 200,
                  render: (v: string, d) => <Tag color={d.block ? 'arcoblue' : 'green'}>{v}</Tag>,
                },
                { title: t('staticize.name'), dataIndex: 'name', width: 160 },
                { title: t('staticize.desc'), dataIndex: 'description' },
                {
                  title: t('staticize.example'),
                  render: (_: unknown, d) => <Example code={TAG_EXAMPLES[d.tagName]?.code} />,
                },
              ]}
            />
          </Tabs.TabPane>
          <Tabs.TabPane key="functions" title={t('staticize.functions')}>
            <Table<FunctionDoc>
              rowKey="funcName"
              data={fns}
              pagination={false}
              columns={[
                { title: t('staticize.funcName'), dataIndex: 'funcName', width: 200, render: (v: string) => <Tag color="purple">{v}</Tag> },
                { title: t('staticize.desc'), dataIndex: 'desc', width: 220 },
                {
                  title: t('staticize.args'),
                  render: (_: unknown, f) => f.funcArgs.map((a) => `${a.name}${a.required ? '*' : ''}: ${a.desc}`).join('；'),
                },
                {
                  title: t('staticize.example'),
                  render: (_: unknown, f) => <Example code={FUNCTION_EXAMPLES[f.funcName]?.code} />,
                },
              ]}
            />
          </Tabs.TabPane>
          <Tabs.TabPane key="dynamic" title={t('dynamic.types')}>
            <DynamicTypeList />
          </Tabs.TabPane>
          <Tabs.TabPane key="custom" title={t('dynamic.custom')}>
            <CustomDynamicPages />
          </Tabs.TabPane>
        </Tabs>
      </Card>
    </div>
  );
}
