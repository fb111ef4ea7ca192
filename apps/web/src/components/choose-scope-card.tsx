import { Card, Select, Typography } from 'antd';

/** A page that works for one team or outlet, opened without one: it asks which, and nothing else. */
export function ChooseScopeCard(props: {
  title: string;
  /** 'team' or 'outlet': the question, the select's label and its placeholder follow from it. */
  what: 'team' | 'outlet';
  options: readonly { id: string; name: string }[];
  onChoose: (id: string) => void;
}) {
  return (
    <Card title={props.title}>
      <Typography.Paragraph>Which {props.what} is this for?</Typography.Paragraph>
      <Select
        aria-label={props.what === 'team' ? 'Team' : 'Outlet'}
        placeholder={`Choose ${props.what === 'team' ? 'a team' : 'an outlet'}`}
        style={{ minWidth: 220 }}
        options={props.options.map((o) => ({ value: o.id, label: o.name }))}
        onChange={props.onChoose}
      />
    </Card>
  );
}
