import { RemoteRoot } from '../RemoteRoot';
import { PrescriptionList as List } from '../components/PrescriptionList';

/** The customer's prescriptions, placed by the shell's account frame in its Prescriptions tab. */
export default function PrescriptionList() {
  return (
    <RemoteRoot>
      <List />
    </RemoteRoot>
  );
}
