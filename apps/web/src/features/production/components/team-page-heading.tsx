import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { TeamQuery } from '../hooks/use-team-query.ts';

/**
 * The top of a production screen: its title (with `extra` beside it), the team and the business
 * day it is for, then any `children`.
 */
export function TeamPageHeading(props: {
  title: string;
  team: TeamQuery;
  date: string;
  extra?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header style={{ marginBottom: 16 }}>
      <Flex align="center" gap={8} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {props.title}
        </Typography.Title>
        {props.extra}
      </Flex>
      <Typography.Text type="secondary">
        {props.team.teamName} · {props.date}
      </Typography.Text>
      {props.children}
    </header>
  );
}
