import { Tag } from '@arco-design/web-react';

/** The note atop the edit dialog of a row the code defines (a fixed parameter, dictionary type or value): what stays locked. */
export function FixedHint({ fixed, text }: { fixed: boolean; text: string }) {
  return fixed ? (
    <Tag color="orange" style={{ marginBottom: 12 }}>
      {text}
    </Tag>
  ) : null;
}
