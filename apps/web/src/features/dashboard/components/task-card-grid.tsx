import type { TaskCard } from '@kadai/contract';
import { Card, Col, Row, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { StaffIcon } from '../../../components/staff-icon.tsx';
import '../dashboard.css';

function TaskCardBody({ card }: { card: TaskCard }) {
  return (
    <Card
      hoverable={card.available}
      className={card.available ? 'task-card' : 'task-card task-card--soon'}
      data-testid={`task-card-${card.key}`}
      data-target={card.to}
      aria-disabled={card.available ? undefined : true}
    >
      <div className="task-card__head">
        <span className="task-card__icon" aria-hidden="true">
          <StaffIcon name={card.icon} />
        </span>
        <Typography.Text strong className="task-card__title">
          {card.title}
        </Typography.Text>
      </div>
      <Typography.Paragraph type="secondary" className="task-card__description">
        {card.description}
      </Typography.Paragraph>
      {!card.available && (
        <Tag variant="outlined" className="task-card__tag">
          Coming soon
        </Tag>
      )}
    </Card>
  );
}

/** Task cards in a grid: one column on a phone, up to four on a wide screen. */
export function TaskCardGrid({ cards }: { cards: readonly TaskCard[] }) {
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} lg={8} xl={6}>
          {card.available ? (
            <Link to={card.to} className="task-card__link">
              <TaskCardBody card={card} />
            </Link>
          ) : (
            <TaskCardBody card={card} />
          )}
        </Col>
      ))}
    </Row>
  );
}
