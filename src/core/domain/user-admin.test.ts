import { describe, expect, it } from 'vitest';
import type { ApiErrorCode, ListedApiKey, User } from '../api/contract';
import { ApiError } from '../api/errors';
import {
  displayName,
  filterUsers,
  keyPowersInWords,
  maskedKey,
  productKeyId,
  sortUsers,
  userAdminProblem,
} from './user-admin';

const user = (over: Partial<User>): User => ({
  id: over.email ?? 'id',
  email: 'x@club.example',
  firstName: '',
  lastName: '',
  tenantId: 't1',
  userRole: ['VIEWER'],
  deactivated: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSignedInAt: null,
  ...over,
});

const ada = user({
  email: 'ada@club.example',
  firstName: 'Ada',
  lastName: 'Lovelace',
  userRole: ['ADMIN'],
  lastSignedInAt: '2026-11-20T10:00:00.000Z',
});
const bob = user({
  email: 'bob@club.example',
  firstName: 'bob',
  lastName: 'Brown',
  userRole: ['EDITOR'],
  deactivated: true,
  lastSignedInAt: '2026-11-01T10:00:00.000Z',
});
const nameless = user({ email: 'zed@club.example' });

describe('the users page’s list', () => {
  it('names a person by their name, or by their email without one', () => {
    expect(displayName(ada)).toBe('Ada Lovelace');
    expect(displayName(nameless)).toBe('zed@club.example');
  });

  it('finds users by every word of their name, email or role, ignoring case', () => {
    expect(filterUsers([ada, bob, nameless], 'ADA love')).toEqual([ada]);
    expect(filterUsers([ada, bob, nameless], 'editor')).toEqual([bob]);
    expect(filterUsers([ada, bob, nameless], 'club.example')).toHaveLength(3);
    expect(filterUsers([ada, bob], '  ')).toEqual([ada, bob]);
    expect(filterUsers([ada, bob], 'nobody')).toEqual([]);
  });

  it('sorts by each column both ways, ties by email', () => {
    const all = [nameless, bob, ada];
    expect(sortUsers(all, { key: 'name', direction: 'ascending' }).map((u) => u.email)).toEqual([
      'ada@club.example',
      'bob@club.example',
      'zed@club.example',
    ]);
    expect(sortUsers(all, { key: 'role', direction: 'descending' })[0]).toBe(ada);
    expect(sortUsers(all, { key: 'lastSignedInAt', direction: 'ascending' })).toEqual([
      nameless,
      bob,
      ada,
    ]);
    expect(sortUsers(all, { key: 'status', direction: 'descending' })[0]).toBe(bob);
    expect(sortUsers(all, { key: 'email', direction: 'descending' })[0]).toBe(nameless);
  });
});

describe('API keys on the users page', () => {
  const key = (id: string, free: boolean): ListedApiKey => ({
    id,
    hint: 'abcd',
    label: '',
    free,
    powers: free ? [] : ['upload'],
    createdAt: '',
  });
  it('shows a key by its last four characters only', () => {
    expect(maskedKey(key('1', false))).toBe('…abcd');
  });
  it('marks the public key the product’s pages use: the first public one', () => {
    expect(productKeyId([key('a', false), key('b', true), key('c', true)])).toBe('b');
    expect(productKeyId([key('a', false)])).toBeUndefined();
    expect(productKeyId([])).toBeUndefined();
  });
  it('says what a key may do in words', () => {
    expect(keyPowersInWords(key('a', true))).toBe('Public: only what the organisation made public');
    expect(keyPowersInWords({ ...key('b', false), powers: ['upload', 'match-data'] })).toBe(
      'Upload videos; send match data (a live event feed)',
    );
  });
});

describe('why a change was refused', () => {
  const refused = (code: ApiErrorCode, status = 409) =>
    new ApiError('/x', status, { statusCode: status, error: '', message: 'server words', code });
  it('says it in the administrator’s words, never the server’s', () => {
    expect(userAdminProblem(refused('already_member'), 'Cricket')).toBe(
      'That person is already a user of Cricket.',
    );
    expect(userAdminProblem(refused('last_admin'), 'Cricket')).toMatch(
      /^Cricket needs an administrator/,
    );
    expect(userAdminProblem(refused('self_demotion', 400), 'Cricket')).toMatch(
      /your own administrator rights/,
    );
    expect(userAdminProblem(refused('last_key'), 'Cricket')).toMatch(/last API key/);
    expect(userAdminProblem(refused('conflict'), 'Cricket')).toBeNull();
    expect(userAdminProblem(new Error('x'), 'Cricket')).toBeNull();
  });
});
