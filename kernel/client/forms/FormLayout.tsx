import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';

/** Layout settings every FormItem below inherits (props on a FormItem win). */
export interface FormLayoutProps {
  layout?: 'horizontal' | 'vertical' | 'inline';
  /** label width in px (or any CSS width); wins over labelCol */
  labelWidth?: number | string;
  /** label share of 24 columns in horizontal layout (default 5) */
  labelCol?: number;
  labelAlign?: 'left' | 'right';
  colon?: boolean;
  size?: 'mini' | 'small' | 'default' | 'large';
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

/** The resolved layout for one form item. */
export type ResolvedLayout = Required<Pick<FormLayoutProps, 'layout' | 'labelCol' | 'labelAlign' | 'colon' | 'size'>> &
  Pick<FormLayoutProps, 'labelWidth'>;

const DEFAULT_LAYOUT: ResolvedLayout = {
  layout: 'horizontal',
  labelCol: 5,
  labelAlign: 'right',
  colon: false,
  size: 'default',
  labelWidth: undefined,
};

const LayoutContext = createContext<ResolvedLayout>(DEFAULT_LAYOUT);

/** The layout in effect at this point of the tree. */
export function useFormLayout(): ResolvedLayout {
  return useContext(LayoutContext);
}

/** Sets the layout of the form items inside it; nests (inner values override outer ones). */
export function FormLayout({ className, style, children, ...rest }: FormLayoutProps) {
  const outer = useFormLayout();
  const own = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Partial<ResolvedLayout>;
  const value: ResolvedLayout = { ...outer, ...own };
  const cls = ['arco-form', `arco-form-${value.layout}`, `arco-form-size-${value.size}`, 'zx-form-layout', className]
    .filter(Boolean)
    .join(' ');
  return (
    <LayoutContext.Provider value={value}>
      <div className={cls} style={style}>
        {children}
      </div>
    </LayoutContext.Provider>
  );
}
