import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Card, Spin } from '@arco-design/web-react';

/** Props of a home page card (see `HomeCard`). */
export interface HomeCardProps<T> {
  /** the card's name: its `data-widget` and its class `zx-home-<name>` */
  name: string;
  /** what the card shows, read once when the home page opens; a failure shows nothing */
  read(): Promise<T | null | undefined>;
  /** the title, or the title from what was read (null until then) */
  title: ReactNode | ((data: T | null) => ReactNode);
  /** the link at the top right to the screen with more */
  more: { to: string; label: ReactNode };
  children(data: T): ReactNode;
}

/** A card of the home page (kernel or a plugin's `kernel/home/widgets` slot): a spinner until its data arrived, then the data. */
export function HomeCard<T>({ name, read, title, more, children }: HomeCardProps<T>) {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    read()
      .then((v) => setData(v ?? null))
      .catch(() => setData(null))
      .finally(() => setLoading(false));
  }, []);
  return (
    <Card
      className={`zx-home-${name}`}
      data-widget={name}
      title={typeof title === 'function' ? title(data) : title}
      extra={<Link to={more.to}>{more.label}</Link>}
      bordered={false}
    >
      <Spin loading={loading} style={{ display: 'block' }}>
        {data != null && children(data)}
      </Spin>
    </Card>
  );
}
