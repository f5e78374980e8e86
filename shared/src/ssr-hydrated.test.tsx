// @vitest-environment happy-dom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HydrationSection,
  HydrationTracker,
  HydrationTrackerProvider,
  useHydrated,
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
