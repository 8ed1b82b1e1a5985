import { Input as ArcoInput } from '@arco-design/web-react';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import { withStatus } from './field-status.ts';
import { PreviewText } from './PreviewText.tsx';

/** Multi-line text field. */
export const TextArea = connect(ArcoInput.TextArea, mapProps(withStatus), mapReadPretty(PreviewText.Input));

/** Password field; read-pretty never shows the secret. */
export const Password = connect(
  ArcoInput.Password,
  mapProps(withStatus),
  mapReadPretty(() => <PreviewText.Input value="******" />),
);

/** Single-line text field (also `Input.TextArea`, `Input.Password`). */
export const Input = Object.assign(connect(ArcoInput, mapProps(withStatus), mapReadPretty(PreviewText.Input)), { TextArea, Password });
