// @vitest-environment happy-dom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydrated, whenIdle } from './ssr';

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
  it('runs the callback later, and not after cancel', async () => {
    vi.useFakeTimers();
    try {
      const ran = vi.fn();
      const cancelled = vi.fn();
      whenIdle(ran, 50);
      whenIdle(cancelled, 50)();
      expect(ran).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(100);
      expect(ran).toHaveBeenCalledTimes(1);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
