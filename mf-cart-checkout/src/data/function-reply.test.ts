import { describe, expect, it } from 'vitest';
import { OrderFunctionError, readFunctionReply } from './function-reply';

describe('readFunctionReply', () => {
  it('returns the JSON body of a 2xx reply', () => {
    expect(readFunctionReply('payments', { responseStatusCode: 201, responseBody: '{"order":{"$id":"o1"}}' })).toEqual({ order: { $id: 'o1' } });
  });
  it("throws the function's own message and code on a refusal", () => {
    const call = () => readFunctionReply('place-order', { responseStatusCode: 422, responseBody: '{"message":"Address needs location update","code":"address_needs_location"}' });
    expect(call).toThrow(OrderFunctionError);
    expect(call).toThrow('Address needs location update');
    try { call(); } catch (e) { expect((e as OrderFunctionError).code).toBe('address_needs_location'); }
  });
  it('names the function when the reply is not JSON or has no message', () => {
    expect(() => readFunctionReply('payments', { responseStatusCode: 500, responseBody: 'oops' })).toThrow('payments answered 500 with a body that is not JSON.');
    expect(() => readFunctionReply('payments', { responseStatusCode: 503, responseBody: '{}' })).toThrow('payments failed (503). Please try again.');
  });
});
