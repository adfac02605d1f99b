export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:ring-offset-2 ' +
  'focus-visible:ring-offset-white disabled:cursor-not-allowed disabled:opacity-50';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-zinc-900 text-white shadow-sm hover:bg-zinc-800 disabled:hover:bg-zinc-900',
  secondary:
    'bg-white text-zinc-900 shadow-xs ring-1 ring-inset ring-zinc-200 hover:bg-zinc-50 disabled:hover:bg-white',
  ghost: 'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 disabled:hover:bg-transparent',
  danger: 'text-red-600 hover:bg-red-50',
  /** The confirming button of what cannot be undone. */
  destructive: 'bg-red-600 text-white shadow-sm hover:bg-red-700 disabled:hover:bg-red-600',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-11 px-5 text-base',
};

/** Shared class list so links styled as buttons and real buttons look identical. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return [BASE, VARIANTS[variant], SIZES[size], extra].filter(Boolean).join(' ');
}

export const inputClass =
  'block w-full rounded-lg border-0 bg-white px-3 py-2.5 text-sm text-zinc-900 shadow-xs ring-1 ring-inset ' +
  'ring-zinc-200 placeholder:text-zinc-400 focus:ring-2 focus:ring-inset focus:ring-zinc-900 focus:outline-none ' +
  'disabled:cursor-not-allowed disabled:bg-zinc-50 disabled:text-zinc-500';
