import { mountStandaloneRemote } from '@instamg/shared/mf/standalone';
import DeliverySelector from './exposes/DeliverySelector';
import StoresPage from './exposes/StoresPage';

mountStandaloneRemote('mf_location', { 'mf_location/StoresPage': StoresPage }, { header: <DeliverySelector /> });
