import { describe, expect, it } from 'vitest';
import { HOME_LOADING_STEPS, homeLoadingStepAt } from './home-loading';

describe('homeLoadingStepAt', () => {
  it('follows SPEC §2: 0/500/1000/1500 ms → 13/45/66/85 %', () => {
    const at = (ms: number) => [homeLoadingStepAt(ms).percent, homeLoadingStepAt(ms).message];
    expect(at(0)).toEqual([13, 'Checking nearby pharmacies...']);
    expect(at(499)).toEqual([13, 'Checking nearby pharmacies...']);
    expect(at(500)).toEqual([45, 'Finding the fastest delivery routes...']);
    expect(at(1000)).toEqual([66, 'Getting fresh medicines ready...']);
    expect(at(1500)).toEqual([85, 'Almost there! Preparing your experience...']);
    expect(at(60_000)[0]).toBe(85);
  });
  it('refuses negative time', () => {
    expect(() => homeLoadingStepAt(-1)).toThrow(RangeError);
  });
});

describe('SPEC §2 home loading steps', () => {
  it('advance at 0/500/1000/1500 ms to 13/45/66/85 %', () => {
    expect(HOME_LOADING_STEPS.map((s) => [s.atMs, s.percent])).toEqual([
      [0, 13],
      [500, 45],
      [1000, 66],
      [1500, 85],
    ]);
    expect(HOME_LOADING_STEPS[3]?.message).toBe('Almost there! Preparing your experience...');
  });
});
