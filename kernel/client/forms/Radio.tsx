import { Radio as ArcoRadio } from '@arco-design/web-react';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import { dataSourceOf } from './field-status.ts';
import { PreviewText } from './PreviewText.tsx';
import { useDictOptions } from './use-dict-options.ts';

// Arco's groups take no ref, so this wrapper forwards none
function DictRadioGroup({ dictType, options, ...rest }: any) {
  const dict = useDictOptions(dictType);
  return <ArcoRadio.Group {...rest} options={options ?? dict} />;
}

/** Radio group field; options from `enum`/dataSource or a `dictType`. */
export const RadioGroup = connect(
  DictRadioGroup,
  mapProps((props: any, field: any) => ({ ...props, options: props.options ?? dataSourceOf(field) })),
  mapReadPretty(PreviewText.Select),
);

/** `Radio.Group` as schemas name it. */
export const Radio = Object.assign(connect(ArcoRadio), { Group: RadioGroup });
