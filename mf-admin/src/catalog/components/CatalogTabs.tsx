import { Tab, Tabs } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';

/**
 * The tabs of /admin/inventory, each its own path (each grid's filters use the query string).
 * `inventory/requests` is a static path: the router ranks it above `inventory/:productId`
 * (product ids are generated and never the word "requests").
 */
const TABS = [
  { path: '/admin/inventory', label: 'Products' },
  { path: '/admin/inventory/requests', label: 'Listing requests' },
] as const;

export function CatalogTabs({ current }: { current: 0 | 1 }) {
  return (
    <Tabs value={current} aria-label="Catalogue sections" variant="scrollable" allowScrollButtonsMobile>
      {TABS.map((t) => (
        <Tab key={t.label} label={t.label} component={RouterLink} to={t.path} />
      ))}
    </Tabs>
  );
}
