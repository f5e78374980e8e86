import { Tab, Tabs } from '@instamg/shared/mui';
import { INBOX_TABS, INBOX_TAB_DEFS, type InboxTab } from '@instamg/shared/domain/order-inbox';

export interface InboxTabsProps {
  tab: InboxTab;
  counts: Partial<Record<InboxTab, number>> | undefined;
  onChange(tab: InboxTab): void;
}

/** The six tabs with their counts ("New (2)"); scrollable on a phone. */
export function InboxTabs({ tab, counts, onChange }: InboxTabsProps) {
  return (
    <Tabs
      value={tab}
      onChange={(_event, value: InboxTab) => onChange(value)}
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
    </Tabs>
  );
}
