import type { FormFields } from '../hooks/use-form-fields.ts';
import type { OrderFormValues } from '../utils/order-form-values.ts';
import { PersonalDetailsFields } from './personal-details-fields.tsx';
import { RememberDetails } from './remember-details.tsx';

/** The customer's details, and whether this device keeps them for the next order. */
export function YourDetailsPanel(props: {
  form: FormFields<OrderFormValues>;
  remember: boolean;
  onRememberChange: (remember: boolean) => void;
  onForget: () => void;
  remembered: boolean;
}) {
  return (
    <section className="panel" aria-labelledby="details-heading">
      <h2 id="details-heading" className="panel__title">
        Your details
      </h2>
      <PersonalDetailsFields form={props.form} />
      <RememberDetails
        remember={props.remember}
        onChange={props.onRememberChange}
        onForget={props.onForget}
        remembered={props.remembered}
      />
    </section>
  );
}
