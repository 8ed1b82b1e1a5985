import { TimePicker as ArcoTimePicker } from '@arco-design/web-react';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import { withStatus } from './field-status.ts';

const fullWidth = (props: any) => ({ ...props, style: { width: '100%', ...props.style } });
import { PreviewText } from './PreviewText.tsx';

/** Time field; the value is an 'HH:mm:ss' string (Arco's default format). */
export const TimePicker = connect(ArcoTimePicker, mapProps(withStatus, fullWidth), mapReadPretty(PreviewText.TimePicker));
