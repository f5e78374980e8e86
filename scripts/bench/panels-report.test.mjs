import { describe, expect, it } from 'vitest';
import { panelRunOf, panelsMarkdown, panelTargets, ratio, summarisePanelRuns } from './panels-report.mjs';

/** A Lighthouse result with just what panelRunOf reads. */
function lhr({ score, lcp, tbt, cls = 0, requests }) {
  const numeric = (numericValue) => ({ numericValue });
  return {
    categories: { performance: { score: score / 100 } },
    audits: {
      'largest-contentful-paint': numeric(lcp),
      'first-contentful-paint': numeric(lcp / 2),
      'total-blocking-time': numeric(tbt),
      'cumulative-layout-shift': numeric(cls),
      'network-requests': { details: { items: requests } },
    },
  };
}

const requests = [
  { resourceType: 'Document', transferSize: 2000 },
  { resourceType: 'Script', transferSize: 100_000 },
  { resourceType: 'Script', transferSize: 50_000 },
  { resourceType: 'Fetch', transferSize: 900 },
];

describe('panels bench report', () => {
  it('keeps score, timings, CLS, the script bytes and the number of requests of a run', () => {
    expect(panelRunOf(lhr({ score: 57, lcp: 7000, tbt: 800, cls: 0.03, requests }))).toEqual({
      score: 57,
      lcpMs: 7000,
      fcpMs: 3500,
      tbtMs: 800,
      cls: 0.03,
      jsBytes: 150_000,
      requests: 4,
    });
  });

  it('refuses a run Lighthouse left a metric out of', () => {
    const broken = lhr({ score: 50, lcp: 1000, tbt: 10, requests });
    delete broken.audits['total-blocking-time'];
    expect(() => panelRunOf(broken)).toThrow(/tbtMs/);
  });

  it('takes medians per figure and the score range', () => {
    const runs = [60, 50, 70].map((score, i) =>
      panelRunOf(lhr({ score, lcp: 1000 * (i + 1), tbt: 100, requests: requests.slice(0, i + 2) })),
    );
    const summary = summarisePanelRuns(runs);
    expect(summary).toMatchObject({ runs: 3, score: 60, lcpMs: 2000, requests: 3, scoreRange: [50, 70] });
  });

  it('gives after ÷ before, and a dash without a before', () => {
    expect(ratio(45, 90)).toBe('0.50×');
    expect(ratio(45, undefined)).toBe('—');
    expect(ratio(45, 0)).toBe('—');
  });

  it('writes a before, an after and a ratio row per page, and holds only "after" to the goals', () => {
    const slow = summarisePanelRuns([panelRunOf(lhr({ score: 50, lcp: 7000, tbt: 900, requests }))]);
    const fast = summarisePanelRuns([panelRunOf(lhr({ score: 92, lcp: 1800, tbt: 150, cls: 0.01, requests }))]);
    const pages = [{ path: '/store/orders', user: 'owner', builds: { before: slow, after: fast } }];
    const markdown = panelsMarkdown({
      pages,
      runs: 1,
      lighthouseVersion: '12.8.2',
      chromiumVersion: 'Chromium 1',
      loadAverage: 1,
      beforeLabel: 'main',
    });
    expect(markdown).toContain('| `/store/orders` (owner) | before | 50 (50–50) | 7.00 s |');
    expect(markdown).toContain('| `/store/orders` (owner) | after | 92 (92–92) | 1.80 s |');
    expect(markdown).toContain('| | after ÷ before | 1.84× | 0.26× |');
    expect(panelTargets(pages).every((target) => target.met)).toBe(true);
    expect(panelTargets([{ ...pages[0], builds: { after: slow } }]).some((target) => target.met)).toBe(true);
    expect(panelTargets([{ ...pages[0], builds: { after: slow } }]).filter((target) => !target.met)).toHaveLength(3);
  });
});
