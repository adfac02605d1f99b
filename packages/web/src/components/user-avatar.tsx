import { useState } from 'react';

const SIZES = { sm: 'size-8 text-sm', md: 'size-10 text-base', lg: 'size-20 text-3xl' } as const;

/**
 * The user's picture, or the initial of their name on a dark disc when they have none (or it
 * fails to load). Decorative beside the name it stands for, unless given `alt`.
 */
export function UserAvatar({ url, initial, size = 'sm', alt = '', testId }: { url: string | null; initial: string; size?: keyof typeof SIZES; alt?: string; testId?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = url && failed !== url ? url : null;
  const box = `flex shrink-0 items-center justify-center overflow-hidden rounded-full ${SIZES[size]}`;
  if (shown) {
    return <img data-testid={testId} src={shown} alt={alt} aria-hidden={alt ? undefined : true} className={`${box} object-cover ring-1 ring-zinc-950/10`} onError={() => setFailed(shown)} />;
  }
  return (
    <span data-testid={testId} aria-hidden="true" className={`${box} bg-gradient-to-br from-zinc-700 to-zinc-950 font-semibold text-white`}>
      {initial}
    </span>
  );
}
