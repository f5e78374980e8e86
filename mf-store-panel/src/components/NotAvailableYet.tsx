import { EmptyState } from './EmptyState';
import { SectionPage } from './SectionPage';
import { useDashboardT } from '../i18n/dashboard-catalogue';

/** A section whose issue has not landed: the route works and says so plainly, instead of a blank page. */
export function NotAvailableYet({ title }: { title: string }) {
  const t = useDashboardT();
  return (
    <SectionPage title={title}>
      <EmptyState title={t('section.notYet', { section: title })}>{t('section.notYetText')}</EmptyState>
    </SectionPage>
  );
}
