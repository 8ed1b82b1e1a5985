import { useTranslation } from 'react-i18next';
import { Checkbox, Space } from '@arco-design/web-react';

/** The title style (`color:#rrggbb;font-weight:bold`) as a colour and a bold flag. */
export function TitleStyleInput({ value, onChange }: { value?: string | null; onChange?(v: string): void }) {
  const { t } = useTranslation('cms');
  const parts = Object.fromEntries(
    (value ?? '')
      .split(';')
      .map((p) => p.split(':').map((x) => x.trim()))
      .filter((p) => p.length === 2),
  ) as Record<string, string>;
  const color = /^#[0-9a-fA-F]{6}$/.test(parts.color ?? '') ? parts.color : '';
  const bold = parts['font-weight'] === 'bold';
  const emit = (c: string, b: boolean) => onChange?.([c && `color:${c}`, b && 'font-weight:bold'].filter(Boolean).join(';'));
  return (
    <Space>
      <input
        type="color"
        aria-label={t('content.titleColor')}
        value={color || '#000000'}
        onChange={(e) => emit(e.target.value, bold)}
        style={{ width: 32, height: 28, padding: 0, border: '1px solid var(--color-border-2)' }}
      />
      {color && (
        // biome-ignore lint/a11y/useValidAnchor: a small inline action
        <a onClick={() => emit('', bold)}>{t('content.titleColorClear')}</a>
      )}
      <Checkbox checked={bold} onChange={(b) => emit(color, b)}>
        {t('content.titleBold')}
      </Checkbox>
    </Space>
  );
}
