/** What the shell shows about the signed-in user. */
export interface ClientProfile {
  id: string | null;
  name: string;
  email: string;
  credits: number;
  tier: string;
  subscriptionActive: boolean;
  periodEnd: string | null;
  /** The user's picture, a path on the app's own API; null for none. */
  avatarUrl: string | null;
}

type RawRecord = Record<string, unknown>;

function isRecord(value: unknown): value is RawRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

const ID_KEYS = ['id', 'user_id', 'userId', 'uid', '_id'] as const;

function readId(user: RawRecord): string | null {
  for (const key of ID_KEYS) {
    const value = user[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return null;
}

/** A picture's address when it is a path on the app's own API (never another site's URL). */
function avatarPath(value: unknown): string | null {
  return typeof value === 'string' && /^\/api\/user\/avatars\/[0-9a-f-]{36}$/.test(value) ? value : null;
}

/**
 * Turns whatever GET /api/user/me answered into the shell's profile. The user may come directly or
 * wrapped under `user`; accept both. Returns null when the body holds no user object at all.
 */
export function normalizeProfile(raw: unknown): ClientProfile | null {
  if (!isRecord(raw)) return null;
  const user = isRecord(raw.user) ? raw.user : raw;

  const credits = isRecord(user.credits) ? toNumber(user.credits.balance) : null;
  const subscription = isRecord(user.subscription) ? user.subscription : null;

  return {
    id: readId(user),
    name: nonEmptyString(user.name) ?? nonEmptyString(user.username) ?? 'User',
    email: nonEmptyString(user.email) ?? '',
    credits: toNumber(user.credit_balance) ?? credits ?? 0,
    tier: nonEmptyString(subscription?.tier) ?? 'free',
    subscriptionActive: subscription?.is_active === true,
    periodEnd: nonEmptyString(subscription?.current_period_end),
    avatarUrl: avatarPath(user.avatar_url),
  };
}

/** The letter shown in the avatar: first character of the name, else of the e-mail. */
export function profileInitial(name: string, email: string): string {
  const source = name.trim() || email.trim();
  const first = source ? Array.from(source)[0] : undefined;
  return first ? first.toLocaleUpperCase() : '?';
}

/** The name sent with a login request: the part of the e-mail before the '@'. */
export function nameFromEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.indexOf('@');
  return at > 0 ? trimmed.slice(0, at) : trimmed;
}
