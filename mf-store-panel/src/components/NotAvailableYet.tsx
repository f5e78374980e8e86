import { EmptyState } from './EmptyState';
import { SectionPage } from './SectionPage';

/** A section whose issue has not landed: the route works and says so plainly, instead of a blank page. */
export function NotAvailableYet({ title }: { title: string }) {
  return (
    <SectionPage title={title}>
      <EmptyState title={`${title}: not available yet`}>
        This part of the store panel is still being built. It will appear here in a later update; nothing needs to be
        set up for it.
      </EmptyState>
    </SectionPage>
  );
}
