import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Select } from '@arco-design/web-react';
import { customFormApi, type PipeTemplates } from '../../api/customform-api.ts';

/**
 * The per-pipe templates of a form (v1.4.3 `templates: {pipeCode: template}`): one select of the pipe's templates for
 * each enabled publish pipe of the current site; left empty, the tag writes the built-in form.
 */
export function PipeTemplateSelects() {
  const { t } = useTranslation('operations');
  const [pipes, setPipes] = useState<PipeTemplates[]>([]);
  useEffect(() => void customFormApi.templates().then(setPipes, () => setPipes([])), []);
  return (
    <>
      {pipes.map((p) => (
        <Form.Item
          key={p.pipeCode}
          field={`templates.${p.pipeCode}`}
          label={t('customform.templateOf', { pipe: p.pipeName || p.pipeCode })}
          extra={t('customform.templatesHelp')}
        >
          <Select allowClear showSearch placeholder={t('customform.templateNone')} options={p.templates} />
        </Form.Item>
      ))}
    </>
  );
}
