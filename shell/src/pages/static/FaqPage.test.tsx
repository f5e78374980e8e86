// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import FaqPage from './FaqPage';
import { FAQ_TOPICS } from './faq';
import { renderStaticPage } from './test-utils';

const allEntries = FAQ_TOPICS.flatMap((topic) => topic.entries);
const allText = allEntries.map((entry) => `${entry.question} ${entry.answer}`).join('\n');

describe('FAQ content', () => {
  it('has at least 15 distinct questions, each with a real answer', () => {
    expect(allEntries.length).toBeGreaterThanOrEqual(15);
    expect(new Set(allEntries.map((entry) => entry.question)).size).toBe(allEntries.length);
    for (const entry of allEntries) {
      expect(entry.question).toMatch(/\?$/);
      expect(entry.answer.length).toBeGreaterThan(60);
    }
  });

  it('quotes the same numbers as the policies', () => {
    for (const fact of [
      '45-60 minutes',
      'within 30 minutes',
      'within 5 km',
      'within 24 hours of delivery',
      'within 7 days of delivery',
      'less than 3 months',
      'about 5-7 business days',
      'UPI 1-3 business days',
      'net banking 3-5 business days',
      'cards 5-7 business days',
      'by bank transfer, with bank details requested',
      'within 48 hours',
      'within 1 month',
      'Mon-Fri 9:00 AM-8:00 PM; Sat 10:00 AM-6:00 PM; Sun 10:00 AM-4:00 PM',
      '24/7 by phone and e-mail',
    ]) {
      expect(allText).toContain(fact);
    }
  });

  it('covers the schedules, Cashfree, substitutes and the grievance officer', () => {
    for (const topic of [
      'Schedule H and Schedule H1',
      'Schedule X',
      'NDPS',
      'Cashfree',
      'substitute',
      'Grievance Officer',
      'marked Processing',
    ]) {
      expect(allText).toContain(topic);
    }
  });

  it('links only to routes of SPEC §2', () => {
    const routes = new Set([
      '/terms',
      '/privacy-policy',
      '/refund-policy',
      '/shipping-policy',
      '/contact',
      '/upload-prescription',
      '/pharmacy-partner',
    ]);
    for (const entry of allEntries) {
      if (entry.more) expect(routes.has(entry.more.to)).toBe(true);
    }
  });
});

describe('FaqPage', () => {
  afterEach(cleanup);

  it('has one h1, an h2 per topic and an h3 per question', () => {
    renderStaticPage(<FaqPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Frequently Asked Questions',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      FAQ_TOPICS.map((t) => t.title),
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      allEntries.map((e) => e.question),
    );
  });

  it('is an accessible accordion: collapsed buttons that expand their labelled answer region', () => {
    renderStaticPage(<FaqPage />);
    const first = allEntries[0]!;
    const button = screen.getByRole('button', { name: first.question });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const answerId = button.getAttribute('aria-controls');
    expect(answerId).toBeTruthy();
    const answer = document.getElementById(answerId!);
    expect(answer?.getAttribute('role')).toBe('region');
    expect(answer?.getAttribute('aria-labelledby')).toBe(button.id);
    expect(answer?.textContent).toContain(first.answer);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: first.question })).toBe(answer);
  });

  it('gives every question a unique id', () => {
    renderStaticPage(<FaqPage />);
    const ids = screen.getAllByRole('button').map((b) => b.id);
    expect(ids).toHaveLength(allEntries.length);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
