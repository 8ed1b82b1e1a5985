import type { CSSProperties, ReactNode } from 'react';
import { Tooltip } from '@arco-design/web-react';
import { IconQuestionCircle } from '@arco-design/web-react/icon';
import { isVoidField, type GeneralField } from '@formily/core';
import { connect, mapProps } from '@formily/react';
import { useFormLayout, type FormLayoutProps } from './FormLayout.tsx';
import { gridSpanStyle } from './FormGrid.tsx';

/** Props of the form item decorator (most are filled from the field by `connect`). */
export interface FormItemProps {
  label?: ReactNode;
  tooltip?: ReactNode;
  /** shows the required mark */
  asterisk?: boolean;
  feedbackStatus?: 'error' | 'warning' | 'success' | 'validating';
  feedbackText?: ReactNode;
  /** help text under the control (the field's description) */
  extra?: ReactNode;
  layout?: FormLayoutProps['layout'];
  labelWidth?: number | string;
  labelCol?: number;
  labelAlign?: 'left' | 'right';
  colon?: boolean;
  /** columns to span inside a FormGrid (-1: whole row) */
  gridSpan?: number;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

/** The item without the field binding: label, control, message and help in Arco's form markup. */
export function BaseItem(props: FormItemProps) {
  const outer = useFormLayout();
  const layout = props.layout ?? outer.layout;
  const labelWidth = props.labelWidth ?? outer.labelWidth;
  const labelCol = props.labelCol ?? outer.labelCol;
  const labelAlign = props.labelAlign ?? outer.labelAlign;
  const colon = props.colon ?? outer.colon;
  const status = props.feedbackStatus;
  const hasMessage = props.feedbackText != null && props.feedbackText !== '' && (status === 'error' || status === 'warning');
  const cls = [
    'arco-form-item',
    `arco-form-layout-${layout}`,
    status ? `arco-form-item-status-${status}` : '',
    hasMessage ? 'arco-form-item-error' : '',
    'zx-form-item',
    props.className,
  ]
    .filter(Boolean)
    .join(' ');
  const labelStyle: CSSProperties | undefined =
    layout === 'horizontal'
      ? labelWidth != null
        ? { flex: `0 0 ${typeof labelWidth === 'number' ? `${labelWidth}px` : labelWidth}` }
        : { flex: `0 0 ${(labelCol / 24) * 100}%` }
      : undefined;
  return (
    <div className={cls} style={{ gridColumn: gridSpanStyle(props.gridSpan), ...props.style }}>
      {props.label != null && props.label !== '' && (
        <div
          className={['arco-form-label-item', labelAlign === 'left' ? 'arco-form-label-item-left' : ''].filter(Boolean).join(' ')}
          style={labelStyle}
        >
          <label>
            {props.asterisk && (
              <strong className="arco-form-item-symbol" style={{ marginRight: 4 }}>
                *
              </strong>
            )}
            {props.label}
            {props.tooltip && (
              <Tooltip content={props.tooltip}>
                <IconQuestionCircle className="arco-form-item-tooltip" />
              </Tooltip>
            )}
            {colon ? ':' : ''}
          </label>
        </div>
      )}
      <div className="arco-form-item-wrapper" style={{ flex: 1, minWidth: 0 }}>
        <div className="arco-form-item-control-wrapper">
          <div className="arco-form-item-control">
            <div className="arco-form-item-control-children">{props.children}</div>
          </div>
        </div>
        {hasMessage && (
          <div
            className={['arco-form-message', status === 'warning' ? 'arco-form-message-help' : ''].filter(Boolean).join(' ')}
            role="alert"
          >
            {status === 'warning' ? <div className="arco-form-message-help-warning">{props.feedbackText}</div> : props.feedbackText}
          </div>
        )}
        {props.extra != null && props.extra !== '' && <div className="arco-form-extra">{props.extra}</div>}
      </div>
    </div>
  );
}

function fromField(props: FormItemProps, field: GeneralField): FormItemProps {
  if (!field) return props;
  if (isVoidField(field)) return { ...props, label: props.label ?? field.title, extra: props.extra ?? field.description };
  const errors = field.selfErrors;
  const warnings = field.selfWarnings;
  const status = field.validating ? 'validating' : errors.length ? 'error' : warnings.length ? 'warning' : undefined;
  const messages = errors.length ? errors : warnings;
  return {
    ...props,
    label: props.label ?? field.title,
    // the mark means "you must fill this in", which read-pretty never asks
    asterisk: props.asterisk ?? (field.required && field.pattern !== 'readPretty'),
    feedbackStatus: props.feedbackStatus ?? status,
    feedbackText: props.feedbackText ?? (messages.length ? messages.join('; ') : undefined),
    extra: props.extra ?? field.description,
  };
}

/** The form item decorator bound to its field: title, required mark, errors, warnings, description. */
export const FormItem = Object.assign(connect(BaseItem, mapProps(fromField as any)), { BaseItem });
