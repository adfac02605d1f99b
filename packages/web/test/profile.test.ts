import { nameFromEmail, normalizeProfile, profileInitial } from '../src/features/auth/profile';

describe('normalizeProfile', () => {
  it('reads the me response of our API', () => {
    expect(
      normalizeProfile({
        id: 'u-1',
        username: 'ada',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        credit_balance: 5,
        credits: { balance: 5 },
        subscription: { tier: 'pro', is_active: true, current_period_end: '2030-01-01T00:00:00.000Z' },
        avatar_url: '/api/user/avatars/0b5c3a52-5c1e-4f0e-9d4c-2a7c1f3e9b10',
      }),
    ).toEqual({
      id: 'u-1',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      credits: 5,
      tier: 'pro',
      subscriptionActive: true,
      periodEnd: '2030-01-01T00:00:00.000Z',
      avatarUrl: '/api/user/avatars/0b5c3a52-5c1e-4f0e-9d4c-2a7c1f3e9b10',
    });
  });

  it('shows a picture only from the avatar path of the API itself', () => {
    for (const avatar_url of ['https://evil.example/a.png', '//evil.example/a.png', 'javascript:alert(1)', '/api/user/avatars/../../me', null, 42]) {
      expect(normalizeProfile({ name: 'Ada', avatar_url })?.avatarUrl).toBeNull();
    }
  });

  it('unwraps a user nested under `user`', () => {
    const profile = normalizeProfile({ user: { id: 7, name: 'Lin', email: 'lin@example.com', credit_balance: 3 } });
    expect(profile).toMatchObject({ id: '7', name: 'Lin', email: 'lin@example.com', credits: 3 });
  });

  it('falls back from name to username to the literal User', () => {
    expect(normalizeProfile({ name: '', username: 'grace' })?.name).toBe('grace');
    expect(normalizeProfile({ name: '   ', username: '' })?.name).toBe('User');
    expect(normalizeProfile({})?.name).toBe('User');
  });

  it('uses an empty e-mail when none is given', () => {
    expect(normalizeProfile({ name: 'x' })?.email).toBe('');
    expect(normalizeProfile({ name: 'x', email: null })?.email).toBe('');
  });

  it('prefers credit_balance, else credits.balance, else 0', () => {
    expect(normalizeProfile({ credit_balance: 2, credits: { balance: 9 } })?.credits).toBe(2);
    expect(normalizeProfile({ credit_balance: 0, credits: { balance: 9 } })?.credits).toBe(0);
    expect(normalizeProfile({ credits: { balance: 9 } })?.credits).toBe(9);
    expect(normalizeProfile({ credit_balance: '4' })?.credits).toBe(4);
    expect(normalizeProfile({ credit_balance: 'many', credits: { balance: 'x' } })?.credits).toBe(0);
  });

  it.each([
    [{ id: 'a' }, 'a'],
    [{ user_id: 'b' }, 'b'],
    [{ userId: 'c' }, 'c'],
    [{ uid: 42 }, '42'],
    [{ _id: 'e' }, 'e'],
    [{ id: '', user_id: 'f' }, 'f'],
    [{}, null],
  ])('reads the id from %j', (raw, id) => {
    expect(normalizeProfile(raw)?.id).toBe(id);
  });

  it('defaults to the free tier, inactive, without a subscription', () => {
    expect(normalizeProfile({ name: 'n' })).toMatchObject({ tier: 'free', subscriptionActive: false, periodEnd: null });
  });

  it('returns null for a body that holds no object', () => {
    expect(normalizeProfile(null)).toBeNull();
    expect(normalizeProfile('nope')).toBeNull();
    expect(normalizeProfile([1, 2])).toBeNull();
  });
});

describe('nameFromEmail', () => {
  it('takes the part before the @', () => {
    expect(nameFromEmail('ada.lovelace@example.com')).toBe('ada.lovelace');
    expect(nameFromEmail('  bob@x.io ')).toBe('bob');
    expect(nameFromEmail('no-at-sign')).toBe('no-at-sign');
  });
});

describe('profileInitial', () => {
  it('uses the first letter of the name, else of the e-mail', () => {
    expect(profileInitial('ada', 'x@y.z')).toBe('A');
    expect(profileInitial('', 'zoe@example.com')).toBe('Z');
    expect(profileInitial('', '')).toBe('?');
    expect(profileInitial('名字', '')).toBe('名');
  });
});
