import { TreeSelect as ArcoTreeSelect } from '@arco-design/web-react';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import { dataSourceOf, statusOf } from './field-status.ts';
import { PreviewText } from './PreviewText.tsx';

/** Tree select field; dataSource becomes treeData. */
export const TreeSelect = connect(
  ArcoTreeSelect,
  mapProps((props: any, field: any) => ({
    ...props,
    treeData: props.treeData ?? dataSourceOf(field),
    loading: props.loading ?? field?.loading,
    status: props.status ?? statusOf(field),
  })),
  mapReadPretty(PreviewText.TreeSelect),
);
