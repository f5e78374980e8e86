import { fail } from '../../lib/runtime/errors.ts';
import type { Io } from './request.ts';

export async function checkoutRequest(_io: Io, _userId: string, _body: Record<string, unknown>): Promise<never> {
  throw fail('invalid_action', 'checkout is not available yet.');
}
