import type { ReactNode } from 'react';

export default function AppFrame({ children }: { children: ReactNode }) {
  return <main id="main-content">{children}</main>;
}
