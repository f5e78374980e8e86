// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { writeStoredStore } from '../domain/stored-store';
import { emit } from '../events';
import { useSelectedStore } from './selected-store';

const apollo = { id: 'store-1', name: 'Apollo Pharmacy', distance_km: 1.2 };
const medplus = { id: 'store-2', name: 'MedPlus', distance_km: 2.5 };

afterEach(() => localStorage.clear());

describe('useSelectedStore', () => {
  it('starts from the stored store, then follows store-updated', () => {
    writeStoredStore(localStorage, apollo);
    const { result } = renderHook(() => useSelectedStore());
    expect(result.current).toEqual({ store: apollo, cleared: false });
    act(() => emit('store-updated', { store: medplus }));
    expect(result.current.store?.id).toBe('store-2');
  });

  it('tells a cleared selection apart from none chosen yet', () => {
    const { result } = renderHook(() => useSelectedStore());
    expect(result.current).toEqual({ store: null, cleared: false });
    act(() => emit('store-updated', { store: null }));
    expect(result.current).toEqual({ store: null, cleared: true });
  });
});
