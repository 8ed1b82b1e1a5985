import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, Radio, Select, Tag } from '@arco-design/web-react';
import { formRules, useTableList, type CrudColumn } from '#kernel/client';
import { type SensitiveWord, wordApi } from '../../api/word-api.ts';
import { SENSITIVE_TYPES, type SensitiveWordQuery } from '../../../shared/word.ts';
import { WordCrudPage } from './WordCrudPage.tsx';

/** The global sensitive words (refused on save) and whitelist words (allowed even where they contain one). */
export function SensitiveWordList() {
  const { t } = useTranslation('cms');
  const list = useTableList<SensitiveWord, SensitiveWordQuery>(wordApi.sensitiveWords, {});
  const types = SENSITIVE_TYPES.map((v) => ({ value: v, label: t(`word.sensitiveTypes.${v}`) }));

  const columns = useMemo<CrudColumn<SensitiveWord>[]>(
    () => [
      {
        key: 'type',
        dataIndex: 'type',
        title: t('word.type'),
        width: 120,
        render: (v: string) => <Tag color={v === 'WHITE' ? 'green' : 'red'}>{t(`word.sensitiveTypes.${v}`)}</Tag>,
      },
      { key: 'replaceWord', dataIndex: 'replaceWord', title: t('word.replaceWord') },
      { key: 'remark', dataIndex: 'remark', title: t('word.remark'), ellipsis: true },
    ],
    [t],
  );

  return (
    <WordCrudPage<SensitiveWord, SensitiveWordQuery>
      kind="sensitiveword"
      page="cms/word/sensitiveWord"
      list={list}
      columns={columns}
      defaults={{ type: 'BLACK' }}
      titles={[t('word.sensitiveAddTitle'), t('word.sensitiveEditTitle')]}
      submit={(v) => (v.wordId ? wordApi.updateSensitiveWord(v) : wordApi.addSensitiveWord(v))}
      search={
        <Form.Item field="type" label={t('word.type')}>
          <Select allowClear options={types} style={{ width: 140 }} />
        </Form.Item>
      }
      fieldsBefore={
        <Form.Item field="type" label={t('word.type')} rules={[formRules.required()]}>
          <Radio.Group options={types} />
        </Form.Item>
      }
      fields={
        <Form.Item field="replaceWord" label={t('word.replaceWord')} extra={t('word.replaceHint')}>
          <Input maxLength={100} />
        </Form.Item>
      }
    />
  );
}
