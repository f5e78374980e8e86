import { AppwriteException as WebException, ID } from 'appwrite';
import { Teams, Users } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolesForUserId } from '../src/auth/roles.ts';
import { authShapeProblems } from './account-shapes.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { createWebClient, signUpAndSignIn } from './web-client.ts';

let t: TestServer;
let serverTeams: Teams;
beforeAll(async () => {
  t = await startTestServer();
  serverTeams = new Teams(t.serverClient());
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const newEmail = (): string => `team${++counter}-${Date.now()}@example.in`;
const PASSWORD = 'correct horse battery';

async function rejection(promise: Promise<unknown>): Promise<{ code: number; type: string }> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof WebException || (err && typeof err === 'object' && 'type' in err))
      return err as { code: number; type: string };
    throw err;
  }
  throw new Error('expected the call to fail');
}

describe('teams as stores: owner, staff and server-made memberships', () => {
  it('a user who creates a team becomes its confirmed owner', async () => {
    const owner = await signUpAndSignIn(t, { email: newEmail(), password: PASSWORD, name: 'Store Owner' });
    const team = await owner.teams.create({ teamId: ID.unique(), name: 'Apollo Koramangala' });
    expect(authShapeProblems('team', team)).toEqual([]);
    expect(team.total).toBe(1);
    const memberships = await owner.teams.listMemberships({ teamId: team.$id });
    expect(authShapeProblems('membershipList', memberships)).toEqual([]);
    expect(memberships.memberships[0]).toMatchObject({
      userId: owner.user.$id,
      roles: ['owner'],
      confirm: true,
      teamName: 'Apollo Koramangala',
      userName: 'Store Owner',
    });
    expect(rolesForUserId(t.dev.deps, owner.user.$id)).toEqual(
      expect.arrayContaining([
        `team:${team.$id}`,
        `team:${team.$id}/owner`,
        `member:${memberships.memberships[0]!.$id}`,
      ]),
    );
    const mine = await owner.teams.list();
    expect(authShapeProblems('teamList', mine)).toEqual([]);
    expect(mine.teams.map((x) => x.$id)).toEqual([team.$id]);
  });

  it('the server adds staff by userId or email, confirmed at once; roles can change; staff cannot manage', async () => {
    const team = await serverTeams.create({ teamId: ID.unique(), name: 'MedPlus Indiranagar' });
    expect(team.total).toBe(0);
    const staff = await signUpAndSignIn(t, { email: newEmail(), password: PASSWORD, name: 'Staff One' });
    const byId = await serverTeams.createMembership({ teamId: team.$id, roles: ['staff'], userId: staff.user.$id });
    expect(authShapeProblems('membership', byId)).toEqual([]);
    expect(byId).toMatchObject({ confirm: true, roles: ['staff'], userId: staff.user.$id });
    expect(byId.joined).not.toBe('');

    const managerEmail = newEmail();
    const byEmail = await serverTeams.createMembership({
      teamId: team.$id,
      roles: ['manager'],
      email: managerEmail,
      name: 'New Manager',
    });
    expect(byEmail).toMatchObject({ confirm: true, userEmail: managerEmail, userName: 'New Manager' });
    expect((await new Users(t.serverClient()).get({ userId: byEmail.userId })).email).toBe(managerEmail);
    expect(
      (await rejection(serverTeams.createMembership({ teamId: team.$id, roles: ['staff'], userId: staff.user.$id })))
        .type,
    ).toBe('team_invite_already_exists');

    expect((await staff.teams.get({ teamId: team.$id })).total).toBe(2);
    expect(rolesForUserId(t.dev.deps, staff.user.$id)).toContain(`team:${team.$id}/staff`);
    expect((await rejection(staff.teams.updateName({ teamId: team.$id, name: 'Mine now' }))).type).toBe(
      'user_unauthorized',
    );
    expect((await rejection(staff.teams.updatePrefs({ teamId: team.$id, prefs: { open: false } }))).type).toBe(
      'user_unauthorized',
    );
    expect(await serverTeams.updatePrefs({ teamId: team.$id, prefs: { open: true } })).toEqual({ open: true });
    expect(await staff.teams.getPrefs({ teamId: team.$id })).toEqual({ open: true });
    expect(
      (await rejection(staff.teams.updateMembership({ teamId: team.$id, membershipId: byId.$id, roles: ['owner'] })))
        .type,
    ).toBe('user_unauthorized');
    expect(
      (
        await rejection(
          staff.teams.createMembership({
            teamId: team.$id,
            roles: ['owner'],
            email: newEmail(),
            url: 'http://localhost:3004/accept',
          }),
        )
      ).type,
    ).toBe('user_unauthorized');

    const promoted = await serverTeams.updateMembership({
      teamId: team.$id,
      membershipId: byId.$id,
      roles: ['manager'],
    });
    expect(promoted.roles).toEqual(['manager']);
    expect(rolesForUserId(t.dev.deps, staff.user.$id)).toContain(`team:${team.$id}/manager`);

    // A member may leave.
    await staff.teams.deleteMembership({ teamId: team.$id, membershipId: byId.$id });
    expect(rolesForUserId(t.dev.deps, staff.user.$id).some((r) => r.startsWith(`team:${team.$id}`))).toBe(false);
    expect((await rejection(staff.teams.get({ teamId: team.$id }))).type).toBe('team_not_found');
  });

  it('an owner invites by email; the invitee accepts with the emailed link and is signed in', async () => {
    const owner = await signUpAndSignIn(t, { email: newEmail(), password: PASSWORD });
    const team = await owner.teams.create({ teamId: ID.unique(), name: 'Wellness Forever' });
    const inviteeEmail = newEmail();
    const invite = await owner.teams.createMembership({
      teamId: team.$id,
      roles: ['staff'],
      email: inviteeEmail,
      url: 'http://localhost:3004/accept',
    });
    expect(invite).toMatchObject({ confirm: false, joined: '' });
    expect(authShapeProblems('membership', invite)).toEqual([]);
    expect((await owner.teams.get({ teamId: team.$id })).total).toBe(1);

    const outbox = (await (await fetch(`${t.endpoint}/dev/outbox?to=${encodeURIComponent(inviteeEmail)}`)).json()) as {
      messages: { links: string[] }[];
    };
    const link = new URL(outbox.messages[0]!.links[0]!);
    expect(link.searchParams.get('membershipId')).toBe(invite.$id);
    const invitee = createWebClient(t.endpoint, t.projectId);
    expect(
      (
        await rejection(
          invitee.teams.updateMembershipStatus({
            teamId: team.$id,
            membershipId: invite.$id,
            userId: invite.userId,
            secret: 'wrong',
          }),
        )
      ).type,
    ).toBe('user_invalid_token');
    const accepted = await invitee.teams.updateMembershipStatus({
      teamId: team.$id,
      membershipId: invite.$id,
      userId: link.searchParams.get('userId')!,
      secret: link.searchParams.get('secret')!,
    });
    expect(accepted.confirm).toBe(true);
    expect((await invitee.account.get()).email).toBe(inviteeEmail);
    expect((await invitee.teams.get({ teamId: team.$id })).total).toBe(2);
  });

  it('only owners delete teams; guests see no teams', async () => {
    const owner = await signUpAndSignIn(t, { email: newEmail(), password: PASSWORD });
    const team = await owner.teams.create({ teamId: ID.unique(), name: 'Temp Store' });
    expect((await createWebClient(t.endpoint, t.projectId).teams.list()).total).toBe(0);
    await owner.teams.delete({ teamId: team.$id });
    expect((await rejection(serverTeams.get({ teamId: team.$id }))).type).toBe('team_not_found');
    expect((await rejection(owner.teams.create({ teamId: 'bad id!', name: 'x' }))).type).toBe(
      'general_argument_invalid',
    );
  });
});
