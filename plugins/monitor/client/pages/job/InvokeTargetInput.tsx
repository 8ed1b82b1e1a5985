import { Input, Select, Space } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { JobHandlerInfo } from '../../api/job-api.ts';
import { joinInvokeTarget, signatureOf, splitInvokeTarget } from './invoke-target.ts';

/** Props of the invoke-target field: one string value, edited as handler + arguments. */
export interface InvokeTargetInputProps {
  value?: string;
  onChange?(v: string): void;
  handlers: JobHandlerInfo[];
  error?: boolean;
}

/**
 * Picks a handler from those the plugins registered and takes the arguments as text; the server
 * checks names, argument count and types (it refuses anything else, naming this field).
 */
export function InvokeTargetInput({ value, onChange, handlers, error }: InvokeTargetInputProps) {
  const { t } = useTranslation('monitor');
  const { name, args } = splitInvokeTarget(value);
  const handler = handlers.find((h) => h.name === name);
  const sig = signatureOf(handler);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={4} className="zx-invoke-target">
      <Select
        className="zx-invoke-handler"
        showSearch
        allowClear
        error={error}
        placeholder={t('job.handlerPlaceholder')}
        value={name || undefined}
        onChange={(n: string | undefined) =>
          onChange?.(joinInvokeTarget(n ?? '', (handlers.find((h) => h.name === n)?.params.length ?? 0) > 0 ? args : ''))
        }
        options={handlers.map((h) => ({ value: h.name, label: `${h.name} — ${h.description}` }))}
        filterOption={(input, option) =>
          String((option as { props?: { children?: unknown } }).props?.children ?? '')
            .toLowerCase()
            .includes(input.toLowerCase())
        }
      />
      <Input
        className="zx-invoke-args"
        error={error}
        addBefore="("
        addAfter=")"
        disabled={!name}
        placeholder={sig ? t('job.argsPlaceholder', { signature: sig }) : t('job.noArgs')}
        value={args}
        onChange={(a) => onChange?.(joinInvokeTarget(name, a))}
      />
    </Space>
  );
}
