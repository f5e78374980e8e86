// @vitest-environment happy-dom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HydrationSection,
  HydrationTracker,
  HydrationTrackerProvider,
  SERVER_RENDER_TIME_ZONE,
  SsrHintsProvider,
  calendarYear,
  useHydrated,
  useClockValue,
  useHydratedValue,
  useSectionsHydrated,
  whenIdle,
} from './ssr';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const renders: boolean[] = [];
function Probe() {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <span>{hydrated ? 'client' : 'server'}</span>;
}

afterEach(() => {
  renders.length = 0;
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe />)).toBe('<span>server</span>');
  });

  it('hydrates with the server value, without a mismatch, then turns true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    renders.length = 0;
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(renders[0]).toBe(false);
    expect(renders.at(-1)).toBe(true);
    expect(container.textContent).toBe('client');
  });

  it('is true from the first render without server HTML', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Probe />);
    });
    expect(renders).not.toContain(false);
    expect(container.textContent).toBe('client');
  });

  it('a component mounted after hydration starts true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <Probe />);
    });
    renders.length = 0;
    await act(async () => {
      root.render(
        <>
          <Probe />
          <Probe />
        </>,
      );
    });
    // The second Probe is a fresh mount: never false.
    expect(renders.filter((value) => !value)).toEqual([]);
  });
});

describe('whenIdle', () => {
  it('runs the callback once, and not after cancel', async () => {
    const ran = vi.fn();
    const cancelled = vi.fn();
    whenIdle(ran, 50);
    whenIdle(cancelled, 50)();
    expect(ran).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('HydrationSection and the tracker', () => {
  function Page({ tracker }: { tracker: HydrationTracker }) {
    const done = useSectionsHydrated(tracker);
    return (
      <HydrationTrackerProvider tracker={tracker}>
        <p data-done={done ? 'true' : undefined}>page</p>
        <HydrationSection>
          <Probe />
        </HydrationSection>
        <HydrationSection>
          <Probe />
        </HydrationSection>
      </HydrationTrackerProvider>
    );
  }

  it('hydrates each section without a mismatch; the mark waits for all of them', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page tracker={new HydrationTracker()} />);
    expect(container.innerHTML.match(/<!--\$-->/g)).toHaveLength(2);
    document.body.append(container);
    const tracker = new HydrationTracker();
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Page tracker={tracker} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(tracker.pending).toBe(0);
    expect(container.querySelector('p')!.dataset.done).toBe('true');
    expect(container.textContent).toBe('pageclientclient');
  });

  it('counts a section whose content has not hydrated as pending', () => {
    const tracker = new HydrationTracker();
    tracker.expect('a');
    tracker.expect('b');
    tracker.done('a');
    expect(tracker.pending).toBe(1);
    const listener = vi.fn();
    tracker.subscribe(listener);
    tracker.done('b');
    expect(tracker.pending).toBe(0);
    expect(listener).toHaveBeenCalledTimes(1);
    tracker.forget('b');
    expect(tracker.pending).toBe(0);
  });

  it('SSR_HYDRATION=whole renders no section boundaries (the "before" markup)', () => {
    const config = globalThis as { __INSTAMG_CONFIG__?: unknown };
    config.__INSTAMG_CONFIG__ = { hydration: 'whole' };
    try {
      expect(renderToString(<Page tracker={new HydrationTracker()} />)).not.toContain('<!--$-->');
    } finally {
      delete config.__INSTAMG_CONFIG__;
    }
  });
});

describe('useClockValue', () => {
  // 31 Dec 2030, 20:00 UTC: already 1 January 2031 in India.
  const renderedAt = Date.UTC(2030, 11, 31, 20, 0);
  function Year() {
    return <span>{useClockValue(calendarYear)}</span>;
  }
  const page = (
    <SsrHintsProvider hints={{ mobile: false, serverRemotes: [], renderedAt }}>
      <Year />
    </SsrHintsProvider>
  );

  it("renders the server's moment in India's zone, hydrates it without a mismatch, then the device's own", async () => {
    expect(renderToString(page)).toBe('<span>2031</span>');
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    vi.useFakeTimers({ now: new Date(2040, 5, 1), toFake: ['Date'] });
    try {
      const onRecoverableError = vi.fn();
      await act(async () => {
        hydrateRoot(container, page, { onRecoverableError });
      });
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(container.textContent).toBe('2040');
    } finally {
      vi.useRealTimers();
    }
  });

  it('is the device clock without server HTML', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Year />);
    });
    expect(container.textContent).toBe(String(new Date().getFullYear()));
  });
});

describe('useHydratedValue', () => {
  const renderCount = { value: 0 };
  function Quantity({ client }: { client: number }) {
    renderCount.value += 1;
    return <span>{useHydratedValue(client, 0)}</span>;
  }

  async function hydrate(client: number) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Quantity client={client} />);
    document.body.append(container);
    renderCount.value = 0;
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Quantity client={client} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    return container;
  }

  it('renders the server value while hydrating, then the device value in one more render', async () => {
    const container = await hydrate(3);
    expect(container.textContent).toBe('3');
    expect(renderCount.value).toBe(2);
  });

  it('does not render again when the device value is the server value', async () => {
    const container = await hydrate(0);
    expect(container.textContent).toBe('0');
    expect(renderCount.value).toBe(1);
  });
});

describe('calendarYear', () => {
  it("reads the year in the given zone, or the device's", () => {
    const newYearInIndia = new Date(Date.UTC(2030, 11, 31, 19, 0));
    expect(calendarYear(newYearInIndia, SERVER_RENDER_TIME_ZONE)).toBe(2031);
    expect(calendarYear(newYearInIndia, 'UTC')).toBe(2030);
    expect(calendarYear(new Date(2027, 0, 1))).toBe(2027);
  });
});
