import { Cascader as ArcoCascader } from '@arco-design/web-react';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import { dataSourceOf, statusOf } from './field-status.ts';
import { PreviewText } from './PreviewText.tsx';

/** Cascader field; dataSource becomes options, the value is the path of values. */
export const Cascader = connect(
  ArcoCascader,
  mapProps((props: any, field: any) => ({
    ...props,
    options: props.options ?? dataSourceOf(field),
    loading: props.loading ?? field?.loading,
    status: props.status ?? statusOf(field),
  })),
  mapReadPretty(PreviewText.Cascader),
);
