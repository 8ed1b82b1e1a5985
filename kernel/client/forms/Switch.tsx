import { Switch as ArcoSwitch } from '@arco-design/web-react';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import { PreviewText } from './PreviewText.tsx';

/** Switch bound to a boolean through `checked`. */
export const Switch = connect(ArcoSwitch, mapProps({ value: 'checked' } as any), mapReadPretty(PreviewText.Boolean));
