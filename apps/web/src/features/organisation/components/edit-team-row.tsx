import { COLOUR_PATTERN, type Team, type UpdateTeamRequest, updateTeamRequestSchema } from '@kadai/contract';
import { Alert, Button, Col, ColorPicker, Form, Input, Row, Space } from 'antd';
import { useState } from 'react';
import { showFieldErrors, showRequestError, zodFieldErrors } from '../../../lib/form-errors.ts';
import { useUpdateTeam } from '../api/update-team.ts';
import { readableTextColour } from '../colour.ts';

const FIELDS = ['name', 'colour'] as const;

/** The colours the teams started with (operations.md §9), offered as one-click choices. */
const PRESETS = [{ label: 'Team colours', colors: ['#b7bd01', '#dabc7c', '#fec435'] }];

/** One team in Settings › Edit Teams: its name and colour, saved on their own. */
export function EditTeamRow({ team, onSaved }: { team: Team; onSaved: (team: Team) => void }) {
  const [form] = Form.useForm<UpdateTeamRequest>();
  const updateTeam = useUpdateTeam();
  const [problem, setProblem] = useState<string | null>(null);
  const name = Form.useWatch('name', form) ?? team.name;
  const colour = Form.useWatch('colour', form) ?? team.colour;
  const validColour = COLOUR_PATTERN.test(colour) ? colour : team.colour;

  const onFinish = (values: UpdateTeamRequest) => {
    setProblem(null);
    // The contract's schema first: the same messages the server would send, without the round trip.
    const parsed = updateTeamRequestSchema.safeParse(values);
    if (!parsed.success) {
      showFieldErrors(form, zodFieldErrors(parsed.error), FIELDS);
      return;
    }
    updateTeam.mutate(
      { teamId: team.id, changes: parsed.data },
      {
        onSuccess: (saved) => {
          form.setFieldsValue({ name: saved.name, colour: saved.colour });
          onSaved(saved);
        },
        onError: (error) => setProblem(showRequestError(form, error, FIELDS)),
      },
    );
  };

  return (
    <Form<UpdateTeamRequest>
      form={form}
      name={`team-${team.id}`}
      layout="vertical"
      requiredMark={false}
      initialValues={{ name: team.name, colour: team.colour }}
      onFinish={onFinish}
      className="edit-team-row"
      data-testid={`edit-team-${team.id}`}
    >
      <Row gutter={16} align="bottom">
        <Col xs={24} md={8}>
          <Form.Item label="Name" name="name">
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Colour" required={false}>
            <Space.Compact block>
              {/* No aria-label: antd puts it on the swatch, a plain div that may not carry one.
                  The Colour box beside it is the way in by keyboard and screen reader. */}
              <ColorPicker
                value={validColour}
                disabledAlpha
                presets={PRESETS}
                onChange={(picked) =>
                  form.setFields([{ name: 'colour', value: picked.toHexString(), errors: [] }])
                }
              />
              <Form.Item name="colour" noStyle>
                <Input aria-label="Colour" placeholder="#dabc7c" maxLength={7} />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={4}>
          <Form.Item label="Preview">
            <div
              className="edit-team-row__preview"
              style={{ background: validColour, color: readableTextColour(validColour) }}
            >
              {name || team.name}
            </div>
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={4}>
          <Form.Item label=" " colon={false}>
            <Button type="primary" htmlType="submit" block loading={updateTeam.isPending}>
              Save
            </Button>
          </Form.Item>
        </Col>
      </Row>
      {problem && <Alert type="error" showIcon title={problem} className="edit-team-row__problem" />}
    </Form>
  );
}
