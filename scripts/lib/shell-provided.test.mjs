import { describe, expect, it } from 'vitest';
import { missingFromShell, modulesWithoutCopy } from './shell-provided.mjs';

const entry = (name, files = []) => ({ name, assets: { js: { sync: files, async: [] } } });

describe("a remote's shared modules without a copy of its own", () => {
  const remote = { shared: [entry('@instamg/shared/constants'), entry('@instamg/shared/sticky-bar', ['a.js'])] };

  it('are those its manifest lists without files', () => {
    expect(modulesWithoutCopy(remote)).toEqual(['@instamg/shared/constants']);
  });

  it('must be provided by the shell', () => {
    expect(
      missingFromShell({ shared: [entry('@instamg/shared/constants', ['s.js'])] }, { 'mf-catalog': remote }),
    ).toEqual([]);
    expect(missingFromShell({ shared: [entry('react', ['r.js'])] }, { 'mf-catalog': remote })).toEqual([
      { remote: 'mf-catalog', module: '@instamg/shared/constants' },
    ]);
  });
});
