// @vitest-environment happy-dom
import { createElement } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRemoteRoot } from './remote-root';

describe('createRemoteRoot', () => {
  it('marks ownership and the build label on a div, or a span when inline', () => {
    const Root = createRemoteRoot('mf-catalog', 'build-42');
    const { container } = render(createElement(Root, { children: 'Home' }));
    const div = container.firstElementChild!;
    expect(div.tagName).toBe('DIV');
    expect(div.getAttribute('data-boundary')).toBe('mf-catalog');
    expect(div.getAttribute('data-build')).toBe('build-42');
    // Rendered in the browser (no server HTML to hydrate): its buttons work at once.
    expect(div.getAttribute('data-hydrated')).toBe('true');
    expect(div.textContent).toBe('Home');

    const inline = render(createElement(Root, { inline: true, children: 'x' })).container.firstElementChild!;
    expect(inline.tagName).toBe('SPAN');
  });

  it('omits data-build when no label was set at build time', () => {
    const Root = createRemoteRoot('mf-admin', '');
    const { container } = render(createElement(Root, { children: 'Admin' }));
    expect(container.firstElementChild!.hasAttribute('data-build')).toBe(false);
  });
});
