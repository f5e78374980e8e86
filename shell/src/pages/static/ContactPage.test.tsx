// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import ContactPage from './ContactPage';
import { renderStaticPage } from './test-utils';

function field(label: RegExp): HTMLInputElement | HTMLTextAreaElement {
  const element = screen.getByLabelText(label);
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
    throw new Error(`${label} is not a text field`);
  }
  return element;
}

function fillIn() {
  fireEvent.change(field(/^Your Name/), { target: { value: 'Asha Rao' } });
  fireEvent.change(field(/^Email Address/), { target: { value: 'asha@example.in' } });
  fireEvent.change(field(/^Subject/), { target: { value: 'Refund status' } });
  fireEvent.change(field(/^Message/), { target: { value: 'When will my refund arrive?' } });
}

describe('ContactPage', () => {
  afterEach(cleanup);

  it('has one h1 and the form, contact and hours sections', () => {
    renderStaticPage(<ContactPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Contact Us']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Send Us a Message',
      'Contact Information',
      'Business Hours',
    ]);
  });

  it('has four required fields, an email-type address and a 4-row message', () => {
    renderStaticPage(<ContactPage />);
    const form = screen.getByRole('form', { name: 'Send Us a Message' });
    const fields = [field(/^Your Name/), field(/^Email Address/), field(/^Subject/), field(/^Message/)];
    for (const input of fields) {
      expect(input.required).toBe(true);
      expect(form.contains(input)).toBe(true);
    }
    expect(field(/^Email Address/).type).toBe('email');
    const message = field(/^Message/);
    expect(message.tagName).toBe('TEXTAREA');
    expect(message.getAttribute('rows')).toBe('4');
    expect(within(form).getByRole('button', { name: 'Send Message' }).getAttribute('type')).toBe('submit');
  });

  it('leaves validation to the browser: an empty form is invalid and sets no custom message', () => {
    renderStaticPage(<ContactPage />);
    const form = screen.getByRole('form', { name: 'Send Us a Message' }) as HTMLFormElement;
    expect(form.noValidate).toBe(false);
    expect(form.checkValidity()).toBe(false);
    fillIn();
    fireEvent.change(field(/^Email Address/), { target: { value: 'not-an-email' } });
    expect(form.checkValidity()).toBe(false);
    fireEvent.change(field(/^Email Address/), { target: { value: 'asha@example.in' } });
    expect(form.checkValidity()).toBe(true);
  });

  describe('on submit', () => {
    let fetchSpy: ReturnType<typeof vi.fn>;
    let xhrOpen: ReturnType<typeof vi.spyOn>;
    let beacon: ReturnType<typeof vi.fn>;

    beforeEach(() => {
      fetchSpy = vi.fn(() => Promise.reject(new Error('fetch must not be called')));
      vi.stubGlobal('fetch', fetchSpy);
      xhrOpen = vi.spyOn(XMLHttpRequest.prototype, 'open');
      beacon = vi.fn(() => false);
      Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });

    it('prevents the page submission, makes no network call, opens the e-mail app and says so', () => {
      renderStaticPage(<ContactPage />);
      fillIn();
      const form = screen.getByRole('form', { name: 'Send Us a Message' });
      const opened: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        opened.push(this.href);
      });
      // fireEvent returns false when the handler called preventDefault().
      expect(fireEvent.submit(form)).toBe(false);
      // The visitor's e-mail app gets the message, prefilled.
      expect(opened).toHaveLength(1);
      expect(opened[0]).toMatch(/^mailto:.+\?subject=Refund%20status&body=When%20will%20my%20refund%20arrive%3F/);

      expect(fetchSpy).not.toHaveBeenCalled();
      expect(xhrOpen).not.toHaveBeenCalled();
      expect(beacon).not.toHaveBeenCalled();

      const note = screen.getByRole('status');
      expect(note.textContent).toContain('Thank you, Asha Rao. Your e-mail app opens with this message');
      const mailto = within(note).getByRole('link', { name: 'open this message in your e-mail app' });
      expect(mailto.getAttribute('href')).toMatch(
        /^mailto:.+\?subject=Refund%20status&body=When%20will%20my%20refund%20arrive%3F/,
      );
    });

    it('shows no note before the form is submitted', () => {
      renderStaticPage(<ContactPage />);
      expect(screen.queryByRole('status')).toBeNull();
    });
  });

  it('shows the postal address, phone, e-mail, business hours and 24/7 support', () => {
    renderStaticPage(<ContactPage />);
    const info = screen.getByRole('region', { name: 'Contact Information' });
    expect(info.textContent).toContain('New Delhi');
    expect(within(info).getByRole('link', { name: /^\+91/ }).getAttribute('href')).toMatch(/^tel:\+91\d+$/);
    expect(within(info).getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);

    const hours = screen.getByRole('region', { name: 'Business Hours' });
    const terms = within(hours)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    const definitions = within(hours)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(terms.map((day, i) => `${day} ${definitions[i]}`)).toEqual([
      'Mon-Fri 9:00 AM-8:00 PM',
      'Sat 10:00 AM-6:00 PM',
      'Sun 10:00 AM-4:00 PM',
    ]);
    expect(hours.textContent).toContain('Support answers 24/7 by phone and e-mail; the office keeps the hours above.');
  });
});
