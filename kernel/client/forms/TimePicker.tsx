import { TimePicker as ArcoTimePicker } from '@arco-design/web-react';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import { withStatus } from './field-status.ts';
import { PreviewText } from './PreviewText.tsx';

/** Time field; the value is an 'HH:mm:ss' string (Arco's default format). */
export const TimePicker = connect(ArcoTimePicker, mapProps(withStatus), mapReadPretty(PreviewText.TimePicker));
