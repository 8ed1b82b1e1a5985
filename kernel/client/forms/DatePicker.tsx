import { DatePicker as ArcoDatePicker } from '@arco-design/web-react';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import { statusOf } from './field-status.ts';
import { PreviewText } from './PreviewText.tsx';

/** Wire format of dates (DESIGN §6): days, or days and time when the picker shows time. */
export const dateWireFormat = (showTime: unknown) => (showTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD');

type Dayish = { format(f: string): string } | undefined | null;

// Arco hands the display string first; the value must stay in the wire format whatever `format` shows.
const toWire = (d: Dayish, showTime: unknown) => (d ? d.format(dateWireFormat(showTime)) : undefined);

/** Date range field; the value is a pair of wire strings. */
export const RangePicker = connect(
  ArcoDatePicker.RangePicker,
  // Formily's mapProps assigns the result onto `props`: keep the field's own onChange, or it calls itself
  mapProps((props: any, field: any) => {
    const { onChange } = props;
    return {
      ...props,
      style: { width: '100%', ...props.style },
      status: props.status ?? statusOf(field),
      onChange: (_s: unknown, dates: Dayish[] | undefined) =>
        onChange?.(dates?.length ? dates.map((d) => toWire(d, props.showTime)) : undefined),
    };
  }),
  mapReadPretty(PreviewText.DatePicker),
);

/** Date (or date-time with `showTime`) field; the value is a 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' string. */
export const DatePicker = Object.assign(
  connect(
    ArcoDatePicker,
    mapProps((props: any, field: any) => {
      const { onChange } = props;
      return {
        ...props,
        // Arco pickers have a fixed width; in a form they line up with the inputs
        style: { width: '100%', ...props.style },
        status: props.status ?? statusOf(field),
        onChange: (_s: unknown, date: Dayish) => onChange?.(toWire(date, props.showTime)),
      };
    }),
    mapReadPretty(PreviewText.DatePicker),
  ),
  { RangePicker },
);
