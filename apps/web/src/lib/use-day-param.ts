import { businessDay } from '@kadai/contract';
import { useSearchParams } from 'react-router';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `?day=` as a business day: a well-formed day no later than today (as the day box allows), else today. */
export function dayFromParam(param: string | null, today: string): string {
  return param !== null && DAY.test(param) && param <= today ? param : today;
}

/**
 * A page's business day, kept in its address (`?day=`; none for today), not in the page's state: a
 * reload or a link passed on opens the same day. The page's other parameters (its outlet) stay.
 */
export function useDayParam(): { day: string; today: string; chooseDay: (value: string) => void } {
  const [params, setParams] = useSearchParams();
  const today = businessDay();
  const day = dayFromParam(params.get('day'), today);
  const chooseDay = (value: string) => {
    // An emptied day box keeps the day shown: a page always has one.
    if (!value) return;
    const next = new URLSearchParams(params);
    if (value !== today) next.set('day', value);
    else next.delete('day');
    setParams(next, { replace: true });
  };
  return { day, today, chooseDay };
}
