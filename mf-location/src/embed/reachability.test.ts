import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReachability, logPartnerOriginHintOnce, partnerOriginHint } from './reachability';

afterEach(() => vi.restoreAllMocks());

describe('createReachability', () => {
  it('turns unreachable on a request with no answer and back on an answer, telling listeners only on a change', () => {
    const onUnreachable = vi.fn();
    const reachability = createReachability(onUnreachable);
    const listener = vi.fn();
    reachability.subscribe(listener);
    expect(reachability.reachable()).toBe(true);
    reachability.report(true);
    expect(listener).not.toHaveBeenCalled();
    reachability.report(false);
    reachability.report(false);
    expect(reachability.reachable()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(onUnreachable).toHaveBeenCalledTimes(1);
    reachability.report(true);
    expect(reachability.reachable()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('the partner hint', () => {
  it("names the endpoint and the page's origin and says how to get listed", () => {
    const hint = partnerOriginHint('https://api.instamg.in/v1', 'https://pharmacy.example.in');
    expect(hint).toContain('https://api.instamg.in/v1 could not be reached from https://pharmacy.example.in');
    expect(hint).toContain(
      "ask instamg to add your site's origin (https://pharmacy.example.in) to the allowed platforms",
    );
  });

  it('is logged once per page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    logPartnerOriginHintOnce('https://api.instamg.in/v1', 'https://a.example');
    logPartnerOriginHintOnce('https://api.instamg.in/v1', 'https://a.example');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
