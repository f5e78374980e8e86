import { useSearchParams } from '@instamg/shared/router';
import { Box, Tab, Tabs } from '@instamg/shared/mui';
import { useReadyStore } from '../../api/current-store';
import { SectionPage } from '../../components/SectionPage';
import { H1Register } from '../components/H1Register';
import { RxQueue } from '../components/RxQueue';
import { RxRequestQueue } from '../components/RxRequestQueue';

const TAB_PARAM = 'tab';
const TABS = [
  { value: 'queue', label: 'Queue' },
  { value: 'requests', label: 'Photo requests' },
  { value: 'register', label: 'H1 register' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/**
 * /store/prescriptions (issue 15 §5): the queue of this store's orders whose prescription waits for
 * its registered pharmacist, with the file inline, the checklist and the decision; and the Schedule
 * H1 register with its CSV export. Members who are not registered pharmacists see both read-only.
 */
export default function PrescriptionsPage() {
  const { store } = useReadyStore();
  const [search, setSearch] = useSearchParams();
  const tab: TabValue = TABS.find((t) => t.value === search.get(TAB_PARAM))?.value ?? 'queue';
  const choose = (value: TabValue) =>
    setSearch(() => {
      const params = new URLSearchParams();
      if (value !== 'queue') params.set(TAB_PARAM, value);
      return params;
    });
  return (
    <SectionPage title="Prescriptions">
      <Tabs
        value={tab}
        onChange={(_event, value: TabValue) => choose(value)}
        aria-label="Prescriptions views"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map(({ value, label }) => (
          <Tab key={value} value={value} label={label} id={`rx-tab-${value}`} aria-controls={`rx-panel-${value}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`rx-panel-${tab}`} aria-labelledby={`rx-tab-${tab}`}>
        {tab === 'queue' ? (
          <RxQueue store={store} />
        ) : tab === 'requests' ? (
          <RxRequestQueue store={store} />
        ) : (
          <H1Register store={store} />
        )}
      </Box>
    </SectionPage>
  );
}
