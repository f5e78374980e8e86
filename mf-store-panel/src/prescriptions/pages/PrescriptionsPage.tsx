import { useSearchParams } from '@instamg/shared/router';
import { Box, Tab, Tabs } from '@instamg/shared/mui';
import { useReadyStore } from '../../api/current-store';
import { SectionPage } from '../../components/SectionPage';
import { H1Register } from '../components/H1Register';
import { RxQueue } from '../components/RxQueue';
import { RxRequestQueue } from '../components/RxRequestQueue';
import { sectionText, usePanelT } from '../../i18n/catalogue';
import { useRxT } from '../../i18n/rx-catalogue';

const TAB_PARAM = 'tab';
const TABS = ['queue', 'requests', 'register'] as const;
type TabValue = (typeof TABS)[number];

/**
 * /store/prescriptions (issue 15 §5): the queue of this store's orders whose prescription waits for
 * its registered pharmacist, with the file inline, the checklist and the decision; and the Schedule
 * H1 register with its CSV export. Members who are not registered pharmacists see both read-only.
 */
export default function PrescriptionsPage() {
  const t = useRxT();
  const panelT = usePanelT();
  const { store } = useReadyStore();
  const [search, setSearch] = useSearchParams();
  const tab: TabValue = TABS.find((value) => value === search.get(TAB_PARAM)) ?? 'queue';
  const choose = (value: TabValue) =>
    setSearch(() => {
      const params = new URLSearchParams();
      if (value !== 'queue') params.set(TAB_PARAM, value);
      return params;
    });
  return (
    <SectionPage title={sectionText(panelT, 'prescriptions')}>
      <Tabs
        value={tab}
        onChange={(_event, value: TabValue) => choose(value)}
        aria-label={t('tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`tabs.${value}`)}
            id={`rx-tab-${value}`}
            aria-controls={`rx-panel-${value}`}
          />
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
