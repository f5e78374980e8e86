// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShellProviders } from '@instamg/shared/testing/harness';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn() }));
const { loadRemote } = await import('@module-federation/enhanced/runtime');
const { RemoteModule } = await import('./RemoteBoundary');
const { createFallbackModule } = await import('./fallback-plugin');
const { preloadRemoteModule } = await import('./remote-modules');
const { announceRemoteLoaded } = await import('./remote-recovery');
const load = vi.mocked(loadRemote);

const UNAVAILABLE = 'This part of instamg is temporarily unavailable';

beforeEach(() => {
  load.mockReset();
  // React reports errors caught by boundaries on the console; expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RemoteModule', () => {
  it('shows the fallback naming the part when the load fails, and Retry loads again', async () => {
    load.mockRejectedValueOnce(new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'));
    load.mockResolvedValueOnce({ default: () => <p>Partner application form</p> });

    renderWithShellProviders(<RemoteModule id="mf_store_panel/PharmacyPartnerPage" loading={<p>Loading…</p>} />);

    expect(await screen.findByText(UNAVAILABLE)).toBeTruthy();
    expect(screen.getByText(/Store panel could not be loaded/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Partner application form')).toBeTruthy();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('mf_store_panel/PharmacyPartnerPage');
  });

  it('treats the fallback plugin’s stand-in module as a failure, not as the page', async () => {
    load.mockResolvedValueOnce(createFallbackModule('mf_admin', 'mf_admin/AdminRoutes', new Error('offline')));

    renderWithShellProviders(<RemoteModule id="mf_admin/AdminRoutes" props={{ notFound: null }} />);

    expect(await screen.findByText(UNAVAILABLE)).toBeTruthy();
    expect(screen.getByText(/Admin panel could not be loaded/)).toBeTruthy();
  });

  it('a failed placement loads again by itself when its remote has loaded elsewhere on the page', async () => {
    load.mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValueOnce({ default: () => <p>Delivering from Dwarka</p> });

    renderWithShellProviders(<RemoteModule id="mf_location/StoresPage" variant="inline" />);
    expect(await screen.findByText('Delivery location unavailable')).toBeTruthy();

    act(() => announceRemoteLoaded('mf_catalog')); // another remote: nothing to do here
    expect(screen.getByText('Delivery location unavailable')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    act(() => announceRemoteLoaded('mf_location'));
    expect(await screen.findByText('Delivering from Dwarka')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders the inline variant for slots such as the delivery selector', async () => {
    load.mockRejectedValueOnce(new Error('offline'));

    renderWithShellProviders(<RemoteModule id="mf_location/DeliverySelector" variant="inline" />);

    expect(await screen.findByText('Delivery location unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('loads a module once and reuses it for later placements', async () => {
    load.mockResolvedValue({ default: ({ label }: { label: string }) => <p>{label}</p> });

    const first = renderWithShellProviders(<RemoteModule id="mf_catalog/BlogPage" props={{ label: 'first' }} />);
    expect(await screen.findByText('first')).toBeTruthy();
    first.unmount();
    renderWithShellProviders(<RemoteModule id="mf_catalog/BlogPage" props={{ label: 'second' }} />);
    expect(await screen.findByText('second')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a module preloaded before its first render from that load, without loading again', async () => {
    let finishLoad: (module: unknown) => void = () => {};
    load.mockReturnValueOnce(new Promise((resolve) => (finishLoad = resolve)));

    preloadRemoteModule('mf_catalog/HomePage');
    expect(load).toHaveBeenCalledTimes(1); // started before anything rendered
    renderWithShellProviders(<RemoteModule id="mf_catalog/HomePage" loading={<p>Loading…</p>} />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    finishLoad({ default: () => <p>Home</p> });

    expect(await screen.findByText('Home')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the usual fallback when a preload failed, and Retry loads afresh', async () => {
    load.mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValueOnce({ default: () => <p>Medicines</p> });

    preloadRemoteModule('mf_catalog/MedicinesPage');
    renderWithShellProviders(<RemoteModule id="mf_catalog/MedicinesPage" />);

    expect(await screen.findByText(UNAVAILABLE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Medicines')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
