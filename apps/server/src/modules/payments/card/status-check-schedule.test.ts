import { describe, expect, it } from 'vitest';
import { FIRST_CHECK_SECONDS, nextCheckDelaySeconds } from './status-check-schedule.ts';

describe('the status checks of an unanswered payment', () => {
  it('back off from three minutes to twelve hours, and stop after two days', () => {
    const delays: number[] = [];
    let age = FIRST_CHECK_SECONDS;
    for (let checksDone = 1; ; checksDone++) {
      const delay = nextCheckDelaySeconds({
        checksDone,
        ageSeconds: age,
        firstCheckSeconds: FIRST_CHECK_SECONDS,
      });
      if (delay === null) break;
      delays.push(delay);
      age += delay;
    }
    expect(delays.slice(0, 4).map((s) => s / 60)).toEqual([9, 30, 60, 120]);
    expect(Math.max(...delays)).toBe(12 * 3600);
    expect(age).toBeLessThanOrEqual(48 * 3600);
    expect(age + 12 * 3600).toBeGreaterThan(48 * 3600);
  });

  it('scales with the first check, so a test can run the whole schedule in seconds', () => {
    expect(nextCheckDelaySeconds({ checksDone: 1, ageSeconds: 3, firstCheckSeconds: 3 })).toBe(9);
  });
});
