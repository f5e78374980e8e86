import { Tab, Tabs } from '@instamg/shared/mui';
import { CLOSED_TAB, INBOX_TABS, type InboxTab, type PanelInboxTab } from '@instamg/shared/domain/order-inbox';
import { tabText, usePanelT } from '../../i18n/catalogue';

export interface InboxTabsProps {
  tab: PanelInboxTab;
  counts: Partial<Record<InboxTab, number>> | undefined;
  onChange(tab: PanelInboxTab): void;
}

/** The six status tabs with their counts ("New (2)"), then Closed (a history, uncounted); scrollable on a phone. */
export function InboxTabs({ tab, counts, onChange }: InboxTabsProps) {
  const t = usePanelT();
  return (
    <Tabs
      value={tab}
      onChange={(_event, value: PanelInboxTab) => onChange(value)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t('inbox.tabs')}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {INBOX_TABS.map((value) => {
        const count = counts?.[value];
        return (
          <Tab
            key={value}
            value={value}
            label={count === undefined ? tabText(t, value) : t('inbox.tabCount', { label: tabText(t, value), count })}
            data-tab={value}
            data-count={count ?? ''}
          />
        );
      })}
      <Tab value={CLOSED_TAB.value} label={tabText(t, CLOSED_TAB.value)} data-tab={CLOSED_TAB.value} data-count="" />
    </Tabs>
  );
}
