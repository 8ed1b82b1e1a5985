import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input } from '@arco-design/web-react';
import { IconArrowRight } from '@arco-design/web-react/icon';
import { formRules, useTableList, type CrudColumn } from '#kernel/client';
import { type ErrorProneWord, wordApi } from '../../api/word-api.ts';
import { WordCrudPage } from './WordCrudPage.tsx';

type Q = { query?: string };

/** The global error-prone words and their replacements (offered by the content editor). */
export function ErrorProneWordList() {
  const { t } = useTranslation('cms');
  const list = useTableList<ErrorProneWord, Q>(wordApi.errorProneWords, {});

  const columns = useMemo<CrudColumn<ErrorProneWord>[]>(
    () => [
      { key: 'arrow', title: '', width: 50, render: () => <IconArrowRight /> },
      { key: 'replaceWord', dataIndex: 'replaceWord', title: t('word.replaceWord') },
      { key: 'remark', dataIndex: 'remark', title: t('word.remark'), ellipsis: true },
    ],
    [t],
  );

  return (
    <WordCrudPage<ErrorProneWord, Q>
      kind="errorproneword"
      page="cms/word/errorProneWord"
      list={list}
      columns={columns}
      defaults={{}}
      titles={[t('word.errorProneAddTitle'), t('word.errorProneEditTitle')]}
      submit={(v) => (v.wordId ? wordApi.updateErrorProneWord(v) : wordApi.addErrorProneWord(v))}
      fields={
        <Form.Item field="replaceWord" label={t('word.replaceWord')} rules={[formRules.required(), formRules.blank()]}>
          <Input maxLength={100} />
        </Form.Item>
      }
    />
  );
}
