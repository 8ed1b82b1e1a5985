import { InputNumber } from '@arco-design/web-react';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import { statusOf } from './field-status.ts';
import { PreviewText } from './PreviewText.tsx';

/** Number field (Arco InputNumber, which takes `error` instead of `status`). */
export const NumberPicker = connect(
  InputNumber,
  mapProps((props: any, field: any) => ({
    ...props,
    style: { width: '100%', ...props.style },
    error: props.error ?? statusOf(field) === 'error',
  })),
  mapReadPretty(PreviewText.Input),
);
