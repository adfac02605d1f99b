import fc from 'fast-check';
import { avatarUploadSchema, DISPLAY_NAME_MAX, updateProfileRequestSchema, userMeSchema } from '../src';

// The package is typed for no runtime (browser and Node both use it); its tests run under Node.
declare const process: { env: Record<string, string | undefined> };
declare const console: { log(message: string): void };

// Property runs: the seed is printed and can be replayed.
const seed = process.env.PROFILE_SEED ? Number(process.env.PROFILE_SEED) : Math.floor(Math.random() * 2 ** 31);
console.log(`display-name seed=${seed} (replay: PROFILE_SEED=${seed} npx jest test/profile.spec.ts)`);

describe('display names', () => {
  it('accepts exactly the one-line names of 1 to 60 characters once trimmed, and keeps them trimmed', () => {
    const text = fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: 'grapheme', maxLength: 70 }), fc.constantFrom('  Ada  ', '\tAda', 'A\nB', '李雷', 'अनु'));
    fc.assert(
      fc.property(text, (name) => {
        const parsed = updateProfileRequestSchema.safeParse({ name });
        const trimmed = name.trim();
        const fits = trimmed.length >= 1 && trimmed.length <= DISPLAY_NAME_MAX && !/\p{Cc}/u.test(trimmed);
        expect(parsed.success).toBe(fits);
        if (parsed.success) expect(parsed.data.name).toBe(trimmed);
      }),
      { seed, numRuns: 1000 },
    );
  });
});

describe('avatar uploads', () => {
  it('take base64 only', () => {
    expect(avatarUploadSchema.safeParse({ image: 'iVBORw0KGgo=' }).success).toBe(true);
    expect(avatarUploadSchema.safeParse({ image: '<svg onload=alert(1)>' }).success).toBe(false);
    expect(avatarUploadSchema.safeParse({ image: 'data:image/png;base64,iVBORw0KGgo=' }).success).toBe(false);
  });
});

describe('the me answer', () => {
  it('reads a missing avatar_url as none', () => {
    const me = { id: 'u', username: 'u', name: 'U', email: 'u@example.com', credit_balance: 1, credits: { balance: 1 }, subscription: { tier: 'free', is_active: true, current_period_end: null } };
    expect(userMeSchema.parse(me).avatar_url).toBeNull();
    expect(userMeSchema.parse({ ...me, avatar_url: '/api/user/avatars/x' }).avatar_url).toBe('/api/user/avatars/x');
  });
});
