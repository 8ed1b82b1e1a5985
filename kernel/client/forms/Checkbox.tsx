import { Checkbox as ArcoCheckbox } from '@arco-design/web-react';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import { dataSourceOf } from './field-status.ts';
import { PreviewText } from './PreviewText.tsx';
import { useDictOptions } from './use-dict-options.ts';

// Arco's groups take no ref, so this wrapper forwards none
function DictCheckboxGroup({ dictType, options, ...rest }: any) {
  const dict = useDictOptions(dictType);
  return <ArcoCheckbox.Group {...rest} options={options ?? dict} />;
}

/** Checkbox group field; the value is an array. */
export const CheckboxGroup = connect(
  DictCheckboxGroup,
  mapProps((props: any, field: any) => ({ ...props, options: props.options ?? dataSourceOf(field) })),
  mapReadPretty(PreviewText.Select),
);

/** Single checkbox bound to a boolean (`Checkbox.Group` for several). */
export const Checkbox = Object.assign(connect(ArcoCheckbox, mapProps({ value: 'checked' } as any), mapReadPretty(PreviewText.Boolean)), {
  Group: CheckboxGroup,
});
