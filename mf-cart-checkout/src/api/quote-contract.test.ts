/**
 * The wire contract between place-order's `quote` action and the checkout: the function is
 * self-contained (Appwrite deploys its folder alone), so the browser restates the reply's type.
 * This file fails the type check (npm test's first step) the moment the two drift apart.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { Quote, QuoteLine as FunctionQuoteLine } from '../../../appwrite/functions/place-order/src/order-plan.ts';
import type { OrderQuote, QuoteLine } from './orders-api';

describe("place-order's quote reply", () => {
  it('has exactly the shape the checkout reads', () => {
    expectTypeOf<QuoteLine>().toEqualTypeOf<FunctionQuoteLine>();
    expectTypeOf<OrderQuote>().toEqualTypeOf<Quote>();
  });
});
