import { RemoteRoot } from '../RemoteRoot';
import { DeliverySelector } from '../components/DeliverySelector';
import { SavedAddresses } from '../components/SavedAddresses';
import { ShellLocation } from '../components/ShellLocation';

/** The top bar's delivery selector (SPEC §2 "Delivery selector"). */
export default function ExposedDeliverySelector() {
  return (
    <RemoteRoot inline>
      <ShellLocation>
        <DeliverySelector AccountSection={SavedAddresses} reserveStoreLine />
      </ShellLocation>
    </RemoteRoot>
  );
}
