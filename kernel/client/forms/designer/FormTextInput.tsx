import { memo } from 'react';
import { Input, Typography } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../shared/constants.ts';
import { type FormText, formTextToSchema, parseFormText } from '../../../shared/form-text.ts';

/** The name of each language as the inputs show it. */
const LANG_LABEL: Record<Language, string> = {
  'zh-CN': 'widgets:designer.lang.zhCN',
  'zh-TW': 'widgets:designer.lang.zhTW',
  en: 'widgets:designer.lang.en',
};

/** Props of the three-language text input of the property panel. */
export interface FormTextInputProps {
  /** the schema's text (`title`, `description`, a prop) */
  value: unknown;
  onChange(next: string | undefined): void;
  /** names the inputs for assistive technology and tests (`title` → `designer-title-en`) */
  testId: string;
  textarea?: boolean;
}

/** A label or description in the three languages, written back in the schema's string shape (`formTextToSchema`). */
export const FormTextInput = memo(function FormTextInput({ value, onChange, testId, textarea }: FormTextInputProps) {
  const { t } = useTranslation('widgets');
  const parsed = parseFormText(value);
  const set = (lng: keyof FormText, v: string) => onChange(formTextToSchema({ ...parsed.text, [lng]: v }));
  const Box = textarea ? Input.TextArea : Input;
  return (
    <div className="zx-designer-texts">
      {parsed.raw && (
        <Typography.Text type="secondary" className="zx-designer-raw">
          {t('designer.rawText', { raw: parsed.raw })}
        </Typography.Text>
      )}
      {LANGUAGES.map((lng) => (
        <Box
          key={lng}
          size="small"
          {...(textarea ? { placeholder: t(LANG_LABEL[lng]) } : { addBefore: t(LANG_LABEL[lng]) })}
          aria-label={t(LANG_LABEL[lng])}
          data-testid={`designer-${testId}-${lng}`}
          value={parsed.text[lng] ?? ''}
          onChange={(v: string) => set(lng, v)}
        />
      ))}
    </div>
  );
});
