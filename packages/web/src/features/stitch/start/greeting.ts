export type GreetingKey = 'morning' | 'afternoon' | 'evening' | 'night';

/** Morning 5–11 h, afternoon 12–16 h, evening 17–20 h, night otherwise (local hours). */
export function greetingKey(hour: number): GreetingKey {
  if (hour >= 5 && hour <= 11) return 'morning';
  if (hour >= 12 && hour <= 16) return 'afternoon';
  if (hour >= 17 && hour <= 20) return 'evening';
  return 'night';
}

/** The first word of the user's name, or 'User'. */
export function firstName(name: string | null | undefined): string {
  const first = name?.trim().split(/\s+/)[0];
  return first || 'User';
}
