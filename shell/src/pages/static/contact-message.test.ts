// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { contactMailtoHref, readContactMessage } from './contact-message';

function formData(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

describe('readContactMessage', () => {
  it('reads and trims the four fields', () => {
    expect(
      readContactMessage(
        formData({ name: ' Asha Rao ', email: 'asha@example.in', subject: 'Refund', message: 'Where is it?\n' }),
      ),
    ).toEqual({ name: 'Asha Rao', email: 'asha@example.in', subject: 'Refund', message: 'Where is it?' });
  });

  it('names the missing field when the form lacks one', () => {
    expect(() => readContactMessage(formData({ name: 'A', email: 'a@b.in', message: 'x' }))).toThrow(
      'readContactMessage: the form has no "subject" field',
    );
  });
});

describe('contactMailtoHref', () => {
  it('encodes subject and body, signing the body with the sender', () => {
    const href = contactMailtoHref('support@example.in', {
      name: 'Asha Rao',
      email: 'asha@example.in',
      subject: 'Order #12 & refund?',
      message: 'Item was damaged.',
    });
    expect(href).toBe(
      'mailto:support@example.in?subject=Order%20%2312%20%26%20refund%3F&body=Item%20was%20damaged.%0A%0AAsha%20Rao%20%3Casha%40example.in%3E',
    );
  });
});
