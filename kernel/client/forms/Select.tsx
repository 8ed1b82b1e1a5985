import { forwardRef } from 'react';
import { Select as ArcoSelect, type SelectProps } from '@arco-design/web-react';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import { dataSourceOf, statusOf } from './field-status.ts';
import { PreviewText } from './PreviewText.tsx';
import { useDictOptions } from './use-dict-options.ts';

/** Props the Select binding adds to Arco's: `dictType` fills the options from a dictionary. */
export type DictSelectProps = SelectProps & { dictType?: string };

/** Arco Select that can load its options from a dictionary type. */
export const DictSelect = forwardRef<any, DictSelectProps>(function DictSelect({ dictType, options, ...rest }, ref) {
  const dict = useDictOptions(dictType);
  return <ArcoSelect ref={ref} allowClear {...rest} options={options ?? dict} />;
});

/** Select field: `enum`/dataSource become options, `loading` follows the field. */
export const Select = connect(
  DictSelect,
  mapProps((props: any, field: any) => ({
    ...props,
    options: props.options ?? dataSourceOf(field),
    loading: props.loading ?? field?.loading,
    status: props.status ?? statusOf(field),
  })),
  mapReadPretty(PreviewText.Select),
);
