import { useCallback, useRef, useState } from 'react';
import type { RichMediaPicker } from '#kernel/client';
import type { ResourceType } from '../api/resource-api.ts';
import { ResourcePicker } from './ResourcePicker.tsx';

/**
 * The resource library as the rich-text editor's media picker: `picker` opens the dialog for a kind and
 * resolves with the chosen file (null when cancelled); `dialog` is the element to render.
 */
export function useMediaPicker(): { picker: RichMediaPicker; dialog: JSX.Element } {
  const [kind, setKind] = useState<ResourceType | null>(null);
  const pending = useRef<((v: { src: string; alt?: string } | null) => void) | null>(null);
  const picker = useCallback<RichMediaPicker>(
    (k) =>
      new Promise((resolve) => {
        pending.current?.(null);
        pending.current = resolve;
        setKind(k);
      }),
    [],
  );
  const done = (v: { src: string; alt?: string } | null) => {
    pending.current?.(v);
    pending.current = null;
    setKind(null);
  };
  const dialog = (
    <ResourcePicker
      visible={kind != null}
      type={kind ?? 'image'}
      onCancel={() => done(null)}
      onPick={(r) => done({ src: r.src, alt: r.name })}
    />
  );
  return { picker, dialog };
}
