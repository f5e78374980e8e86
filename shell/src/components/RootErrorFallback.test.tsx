// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import RootErrorFallback from './RootErrorFallback';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RootErrorFallback', () => {
  it('shows the SPEC texts without any provider around it', () => {
    render(<RootErrorFallback error={new Error('boom')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText("We're sorry, but there was a problem loading the application.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Application' })).toBeTruthy();
  });

  it('keeps the technical details collapsed until asked', () => {
    const error = new Error('Loading chunk 42 failed');
    render(<RootErrorFallback error={error} />);
    const toggle = screen.getByRole('button', { name: 'Technical details' });
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(details.textContent).toContain('Error: Loading chunk 42 failed');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('reloads the page from the Reload Application button', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    render(<RootErrorFallback error="fatal" />);
    fireEvent.click(screen.getByRole('button', { name: 'Reload Application' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
