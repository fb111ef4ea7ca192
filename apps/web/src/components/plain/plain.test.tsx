import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { describedBy, Field } from './field.tsx';
import { RadioGroup } from './radio-group.tsx';
import { TextInput } from './text-input.tsx';

describe('describedBy', () => {
  const ids = { errorId: 'e', hintId: 'h' };
  it('names the error before the hint, and only what is shown', () => {
    expect(describedBy(ids, { error: true, hint: true })).toBe('e h');
    expect(describedBy(ids, { error: false, hint: true })).toBe('h');
    expect(describedBy(ids, { error: false, hint: false })).toBeUndefined();
  });
});

describe('Field', () => {
  it('ties the label, the error and the hint to its control', () => {
    const html = renderToString(
      <Field id="city" label="City" required error="Please enter your city" hint="Where we deliver">
        {(control) => <TextInput {...control} />}
      </Field>,
    );
    expect(html).toContain('for="city"');
    expect(html).toMatch(/<input[^>]*id="city"[^>]*aria-invalid="true"[^>]*aria-required="true"/);
    expect(html).toContain('aria-describedby="city-error city-hint"');
    expect(html).toMatch(/id="city-error"[^>]*role="alert"[^>]*>Please enter your city</);
    expect(html).toContain('aria-hidden="true">*</span>City');
  });

  it('says nothing is wrong while there is no error', () => {
    const html = renderToString(<Field label="City">{(control) => <TextInput {...control} />}</Field>);
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('aria-describedby');
    expect(html).not.toContain('role="alert"');
  });
});

describe('RadioGroup', () => {
  it('is a fieldset whose legend asks the question, with the chosen radio checked', () => {
    const html = renderToString(
      <RadioGroup
        legend="Order Type"
        name="orderType"
        id="order_orderType"
        options={['Door Delivery', 'Pickup']}
        value="Pickup"
        onChange={() => undefined}
      />,
    );
    expect(html).toMatch(/<fieldset[^>]*id="order_orderType"/);
    expect(html).toContain('<legend class="p-field__label">Order Type</legend>');
    expect(html).toContain('checked="" value="Pickup"');
    expect(html).not.toContain('checked="" value="Door Delivery"');
  });
});
