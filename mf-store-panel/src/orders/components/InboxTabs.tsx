import { Tab, Tabs } from '@instamg/shared/mui';
import {
  CLOSED_TAB,
  INBOX_TABS,
  INBOX_TAB_DEFS,
  type InboxTab,
  type PanelInboxTab,
} from '@instamg/shared/domain/order-inbox';

export interface InboxTabsProps {
  tab: PanelInboxTab;
  counts: Partial<Record<InboxTab, number>> | undefined;
  onChange(tab: PanelInboxTab): void;
}

/** The six status tabs with their counts ("New (2)"), then Closed (a history, uncounted); scrollable on a phone. */
export function InboxTabs({ tab, counts, onChange }: InboxTabsProps) {
  return (
    <Tabs
      value={tab}
      onChange={(_event, value: PanelInboxTab) => onChange(value)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="Order tabs"
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {INBOX_TABS.map((value) => {
        const count = counts?.[value];
        return (
          <Tab
            key={value}
            value={value}
            label={count === undefined ? INBOX_TAB_DEFS[value].label : `${INBOX_TAB_DEFS[value].label} (${count})`}
            data-tab={value}
            data-count={count ?? ''}
          />
        );
      })}
      <Tab value={CLOSED_TAB.value} label={CLOSED_TAB.label} data-tab={CLOSED_TAB.value} data-count="" />
    </Tabs>
  );
}
