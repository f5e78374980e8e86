import { RemoteRoot } from '../RemoteRoot';
import { RefillList as List } from '../components/RefillList';

/** The customer's refills (issue 36 §3), placed by the shell's account frame in its Refills tab. */
export default function RefillList() {
  return (
    <RemoteRoot>
      <List />
    </RemoteRoot>
  );
}
