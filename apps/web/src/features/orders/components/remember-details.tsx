import { useState } from 'react';

/**
 * "Remember my details on this device": a plain checkbox (no antd: the customer's first download
 * has a budget), and Forget, which takes them off this device at once.
 */
export function RememberDetails(props: {
  remember: boolean;
  onChange: (remember: boolean) => void;
  onForget: () => void;
  remembered: boolean;
}) {
  const [forgotten, setForgotten] = useState(false);
  return (
    <div className="remember-details">
      <label>
        <input
          type="checkbox"
          checked={props.remember}
          onChange={(event) => props.onChange(event.target.checked)}
        />{' '}
        Remember my details on this device for my next order
      </label>
      {props.remembered && !forgotten ? (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            props.onForget();
            setForgotten(true);
          }}
        >
          Forget my details
        </button>
      ) : null}
      {forgotten ? (
        <span className="muted" role="status">
          Forgotten on this device.
        </span>
      ) : null}
    </div>
  );
}
