import { BANGALORE_HUB_PICKUP } from '@kadai/contract';

/** Where Bangalore orders are collected, opened in the phone's map app (ordering.md §2.3). */
export const HUB_MAP_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Kadai Bangalore Hub')}`;

export function HubPickupNote() {
  return (
    <p className="delivery-note" data-testid="hub-note">
      <svg className="delivery-note__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <path
          d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
          fill="currentColor"
        />
      </svg>
      <span>
        <strong>Pay now, pick up tomorrow morning.</strong> Orders paid by night are packed fresh and ready at
        the {BANGALORE_HUB_PICKUP.replace(' Pickup', '')} the next morning.{' '}
        <a href={HUB_MAP_URL} target="_blank" rel="noopener noreferrer">
          Find the hub on the map
        </a>
      </span>
    </p>
  );
}
