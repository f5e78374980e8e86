import type { ReactNode } from 'react';

/**
 * Root element of everything mf_location renders: `data-boundary` shows ownership in the DOM
 * (ARCHITECTURE §2) and `data-build` which deployment is live (PUBLIC_BUILD_LABEL at build time).
 */
export function RemoteRoot({ children, inline = false }: { children: ReactNode; inline?: boolean }) {
  const Element = inline ? 'span' : 'div';
  return (
    <Element data-boundary="mf-location" data-build={import.meta.env.PUBLIC_BUILD_LABEL || undefined}>
      {children}
    </Element>
  );
}
