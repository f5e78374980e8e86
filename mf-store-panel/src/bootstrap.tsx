import { mountStandaloneRemote } from '@instamg/shared/mf/standalone';
import PharmacyPartnerPage from './exposes/PharmacyPartnerPage';
import StorePanelRoutes from './exposes/StorePanelRoutes';

mountStandaloneRemote('mf_store_panel', {
  'mf_store_panel/PharmacyPartnerPage': PharmacyPartnerPage,
  'mf_store_panel/StorePanelRoutes': StorePanelRoutes,
});
