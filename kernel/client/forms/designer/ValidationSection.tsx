import { memo, useEffect, useState } from 'react';
import { Checkbox, Input, InputNumber, Space } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { DesignNode } from './model.ts';
import { PropRow } from './PropRow.tsx';
import {
  FORMAT_RULES,
  type FormatRule,
  formatRuleEntry,
  isFormatRule,
  isValidPattern,
  sameKeys,
  validatorList,
  withKey,
  withValidators,
} from './schema-edit.ts';
import { useNodeEditor } from './use-node-editor.ts';

/** The label key of each format rule. */
const RULE_LABEL: Record<FormatRule, string> = {
  email: 'widgets:designer.rule.email',
  mobile: 'widgets:designer.rule.mobile',
  idcard: 'widgets:designer.rule.idcard',
  uscc: 'widgets:designer.rule.uscc',
};

/** Length, range, pattern and the kernel's formats (email, phone, ID card, unified social credit code). */
export const ValidationSection = memo(
  function ValidationSection({ node }: { node: DesignNode }) {
    const { t } = useTranslation('widgets');
    const edit = useNodeEditor(node.id);
    const s = node.schema;
    const [pattern, setPattern] = useState(String(s.pattern ?? ''));
    useEffect(() => setPattern(String(s.pattern ?? '')), [s.pattern]);
    const patternOk = pattern === '' || isValidPattern(pattern);
    const range =
      s.type === 'number'
        ? (['minimum', 'maximum'] as const)
        : s.type === 'array'
          ? (['minItems', 'maxItems'] as const)
          : (['minLength', 'maxLength'] as const);
    const rangeLabel = s.type === 'number' ? 'designer.prop.range' : s.type === 'array' ? 'designer.prop.count' : 'designer.prop.length';
    const list = validatorList(s);
    const rules = FORMAT_RULES.filter((r) => list.some((v) => isFormatRule(v, r)));
    const setRules = (next: FormatRule[]) =>
      edit('rules', (x) => {
        const kept = validatorList(x).filter((v) => !FORMAT_RULES.some((r) => isFormatRule(v, r)));
        return withValidators(x, [...kept, ...next.map(formatRuleEntry)]);
      });
    const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
    return (
      <>
        <PropRow label={t(rangeLabel)}>
          <Space size={4}>
            <InputNumber
              size="small"
              placeholder={t('designer.prop.min')}
              data-testid={`designer-${range[0]}`}
              value={num(s[range[0]])}
              onChange={(v) => edit(range[0], (x) => withKey(x, range[0], v ?? undefined))}
            />
            <InputNumber
              size="small"
              placeholder={t('designer.prop.max')}
              data-testid={`designer-${range[1]}`}
              value={num(s[range[1]])}
              onChange={(v) => edit(range[1], (x) => withKey(x, range[1], v ?? undefined))}
            />
          </Space>
        </PropRow>
        {s.type !== 'number' && s.type !== 'array' && s.type !== 'boolean' && (
          <>
            <PropRow label={t('designer.prop.pattern')} error={patternOk ? undefined : t('designer.patternInvalid')}>
              <Input
                size="small"
                data-testid="designer-pattern"
                status={patternOk ? undefined : 'error'}
                value={pattern}
                onChange={(v) => {
                  setPattern(v);
                  // a pattern that is not a valid expression stays in the box, never in the schema
                  if (v === '' || isValidPattern(v)) edit('pattern', (x) => withKey(x, 'pattern', v));
                }}
              />
            </PropRow>
            <PropRow label={t('designer.prop.formats')}>
              <Checkbox.Group value={rules} onChange={(v) => setRules(v as FormatRule[])}>
                {FORMAT_RULES.map((r) => (
                  <Checkbox key={r} value={r}>
                    {t(RULE_LABEL[r])}
                  </Checkbox>
                ))}
              </Checkbox.Group>
            </PropRow>
          </>
        )}
      </>
    );
  },
  sameKeys(['type', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems', 'x-validator']),
);
