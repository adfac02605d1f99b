import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';

interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  label: string;
  active?: boolean;
  children: ReactNode;
  /** Show the label next to the icon from this breakpoint up. */
  showLabel?: 'never' | 'sm' | 'md' | 'always';
}

const LABEL_CLASS = { never: 'sr-only', sm: 'sr-only sm:not-sr-only', md: 'sr-only md:not-sr-only', always: '' } as const;

/** Toolbar button: an icon with an accessible name (and a tooltip), optionally a visible label. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, active = false, children, showLabel = 'never', className = '', title, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      title={title ?? label}
      className={`inline-flex h-8 shrink-0 items-center justify-center gap-1.5 rounded-lg px-2 text-[13px] font-medium transition-colors focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-40 ${
        active ? 'bg-zinc-900 text-white hover:bg-zinc-800' : 'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 disabled:hover:bg-transparent'
      } ${className}`}
      {...rest}
    >
      {children}
      <span className={LABEL_CLASS[showLabel]}>{label}</span>
    </button>
  );
});
