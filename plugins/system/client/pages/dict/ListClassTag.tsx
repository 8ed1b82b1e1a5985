import { Tag } from '@arco-design/web-react';
import { LIST_CLASS_COLORS } from '#kernel/client';

/** A dictionary label drawn the way DictTag will draw it elsewhere (a preview of the chosen list class). */
export function ListClassTag({ label, listClass, cssClass }: { label: string; listClass?: string | null; cssClass?: string | null }) {
  const color = listClass ? LIST_CLASS_COLORS[listClass] : undefined;
  if (!listClass || listClass === 'default' || !color) return <span className={cssClass ?? undefined}>{label}</span>;
  return (
    <Tag color={color} className={cssClass ?? undefined} data-list-class={listClass}>
      {label}
    </Tag>
  );
}
