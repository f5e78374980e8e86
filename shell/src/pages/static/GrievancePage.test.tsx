// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { GRIEVANCE_OFFICER } from '@instamg/shared/domain/privacy/grievance';
import { useSession } from '../../api/auth/session-store';
import GrievancePage from './GrievancePage';
import { renderStaticPage } from './test-utils';

describe('GrievancePage', () => {
  afterEach(cleanup);

  it('names the officer and the response times, and asks a visitor to sign in to raise a ticket', () => {
    useSession.setState({ status: 'signedOut', user: null });
    renderStaticPage(<GrievancePage />, '/grievance');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Grievance redressal']);
    expect(screen.getByTestId('grievance-officer').textContent).toContain(GRIEVANCE_OFFICER.email);
    expect(screen.getByText(/acknowledge it within 48 hours and resolve it within one month/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth?from=%2Fgrievance');
    expect(screen.queryByRole('form', { name: 'Raise a ticket' })).toBeNull();
  });
});
