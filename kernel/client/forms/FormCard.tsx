import type { CSSProperties, ReactNode } from 'react';
import { Card } from '@arco-design/web-react';

/** Props of the card layout piece (`x-component: "Card"`, a void node around fields). */
export interface FormCardProps {
  title?: ReactNode;
  bordered?: boolean;
  style?: CSSProperties;
  children?: ReactNode;
}

/** A titled card around a group of fields. */
export function FormCard({ title, bordered = true, style, children }: FormCardProps) {
  return (
    <Card title={title} bordered={bordered} size="small" style={{ marginBottom: 16, ...style }}>
      {children}
    </Card>
  );
}
