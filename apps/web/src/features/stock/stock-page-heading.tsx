import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** The top of a stock screen: its title, and whose or which stock it shows. */
export function StockPageHeading(props: { title: string; subtitle: ReactNode }) {
  return (
    <header style={{ marginBottom: 16 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {props.title}
      </Typography.Title>
      <Typography.Text type="secondary">{props.subtitle}</Typography.Text>
    </header>
  );
}
