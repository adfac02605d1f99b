import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

interface PopoverProps {
  open: boolean;
  onClose: () => void;
  anchorRef: RefObject<HTMLElement | null>;
  children: ReactNode;
  /** Preferred side; flips when there is not enough room. */
  placement?: 'top' | 'bottom';
  align?: 'start' | 'end';
  className?: string;
  testId?: string;
  role?: string;
  label?: string;
}

const GAP = 8;
const MARGIN = 8;

/**
 * A floating panel anchored to a button. Portalled with fixed positioning so scrolling toolbars
 * (overflow-x: auto) cannot clip it.
 */
export function Popover({ open, onClose, anchorRef, children, placement = 'bottom', align = 'start', className = '', testId, role, label }: PopoverProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const [style, setStyle] = useState<CSSProperties>({ visibility: 'hidden' });
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const anchor = anchorRef.current?.getBoundingClientRect();
      if (!anchor) return;
      const below = window.innerHeight - anchor.bottom - GAP - MARGIN;
      const above = anchor.top - GAP - MARGIN;
      const side = placement === 'top' ? (above >= 220 || above >= below ? 'top' : 'bottom') : below >= 220 || below >= above ? 'bottom' : 'top';
      const next: CSSProperties = { position: 'fixed', maxHeight: Math.max(120, side === 'top' ? above : below) };
      if (side === 'top') next.bottom = window.innerHeight - anchor.top + GAP;
      else next.top = anchor.bottom + GAP;
      if (align === 'end') {
        next.right = Math.max(MARGIN, window.innerWidth - anchor.right);
        // Anchored by its right edge, a wide panel would otherwise run off the left of a phone screen.
        next.maxWidth = window.innerWidth - next.right - MARGIN;
      }
      else {
        // The panel is already laid out (hidden) here, so its own width keeps it on a phone screen.
        const width = Math.min(panelRef.current?.offsetWidth || 200, window.innerWidth - 2 * MARGIN);
        next.left = Math.max(MARGIN, Math.min(anchor.left, window.innerWidth - MARGIN - width));
        next.maxWidth = window.innerWidth - 2 * MARGIN;
      }
      setStyle(next);
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, anchorRef, placement, align]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || anchorRef.current?.contains(target)) return;
      onCloseRef.current();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onCloseRef.current();
      anchorRef.current?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, anchorRef]);

  if (!open) return null;
  return createPortal(
    <div
      ref={panelRef}
      role={role}
      aria-label={label}
      data-testid={testId}
      style={style}
      className={`z-40 flex max-w-[calc(100vw-1rem)] flex-col overflow-y-auto rounded-xl bg-white p-1.5 text-sm text-zinc-700 shadow-xl ring-1 ring-zinc-950/10 ${className}`}
    >
      {children}
    </div>,
    document.body,
  );
}

export const menuItemClass =
  'flex w-full items-center gap-2.5 rounded-lg px-2.5 py-2 text-left text-sm text-zinc-700 transition-colors hover:bg-zinc-100 hover:text-zinc-900 focus-visible:bg-zinc-100 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent';
