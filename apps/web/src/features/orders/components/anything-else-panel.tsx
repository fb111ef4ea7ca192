import { SPECIAL_INSTRUCTIONS_ROWS } from '@kadai/contract';
import { Form } from 'antd';
import TextArea from 'antd/es/input/TextArea';
import { FIELD_LABELS } from '../utils/order-form-values.ts';

/** What the list has not: other items, preferred brands, notes for delivery. */
export function AnythingElsePanel() {
  return (
    <section className="panel" aria-labelledby="instructions-heading">
      <h2 id="instructions-heading" className="panel__title">
        Anything else?
      </h2>
      <Form.Item
        name="others"
        label={FIELD_LABELS.others}
        extra="Items not on the list, brands you prefer, or notes for delivery."
      >
        <TextArea rows={SPECIAL_INSTRUCTIONS_ROWS} maxLength={4000} />
      </Form.Item>
    </section>
  );
}
