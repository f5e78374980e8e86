// The words of a remote that failed to load (RemoteUnavailable), apart from the component so the
// shell's catalogue can reference them without importing the component that reads it.
import { PRODUCT_NAME } from '@instamg/shared/constants';

export const REMOTE_UNAVAILABLE_TITLE = `This part of ${PRODUCT_NAME} is temporarily unavailable`;
