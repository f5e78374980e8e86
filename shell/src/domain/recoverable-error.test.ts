import { describe, expect, it } from 'vitest';
import { RemoteCircuitOpenError, RemoteUnavailableError } from '../mf/remote-errors';
import { classifyRecoverableError } from './recoverable-error';

describe('classifyRecoverableError', () => {
  it('knows the server fallback (React 419)', () => {
    expect(classifyRecoverableError(new Error('Minified React error #419; visit …'))).toBe('server-fallback');
  });
  it('knows a remote that could not load while its section hydrated (React 422 caused by it)', () => {
    const unavailable = new RemoteUnavailableError('mf_location', 'mf_location/StoresPage', {
      cause: new Error('network'),
    });
    expect(classifyRecoverableError(new Error('Minified React error #422', { cause: unavailable }))).toBe(
      'remote-unavailable',
    );
    expect(
      classifyRecoverableError(new Error('Minified React error #422', { cause: new RemoteCircuitOpenError('x') })),
    ).toBe('remote-unavailable');
  });
  it('reports anything else, such as a mismatch or a 422 from a bug', () => {
    expect(classifyRecoverableError(new Error('Minified React error #418'))).toBe('bug');
    expect(classifyRecoverableError(new Error('Minified React error #422', { cause: new TypeError('x') }))).toBe('bug');
    expect(classifyRecoverableError('text')).toBe('bug');
  });
});
