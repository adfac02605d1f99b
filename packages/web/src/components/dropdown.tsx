import { Check, ChevronDown } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { menuItemClass, Popover } from './popover';

interface DropdownProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger's tooltip, the list's accessible name and its heading. */
  label: string;
  testId: string;
  disabled?: boolean;
  /** A ringed trigger (versions, projects) rather than a plain one (model, framework). */
  outlined?: boolean;
  triggerClassName?: string;
  /** What the trigger shows before its chevron: an icon and the current choice. */
  trigger: ReactNode;
  panelClassName: string;
  /** False when the panel holds more than the list (a search box) and marks its own listbox. */
  listbox?: boolean;
  children: ReactNode;
}

const TRIGGER_CLASS =
  'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg px-2 text-[13px] font-medium text-zinc-700 transition-colors focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none disabled:opacity-40';

/** A control-bar button that opens a list of choices above it. */
export function Dropdown({ open, onOpenChange, label, testId, disabled, outlined, triggerClassName = '', trigger, panelClassName, listbox = true, children }: DropdownProps) {
  const anchor = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={anchor}
        type="button"
        data-testid={testId}
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => onOpenChange(!open)}
        title={label}
        className={`${TRIGGER_CLASS} ${outlined ? 'ring-1 ring-zinc-200 ring-inset hover:bg-zinc-50' : 'hover:bg-zinc-100'} ${triggerClassName}`}
      >
        {trigger}
        <ChevronDown aria-hidden="true" className="size-3.5 shrink-0 text-zinc-400" />
      </button>
      <Popover open={open} onClose={() => onOpenChange(false)} anchorRef={anchor} placement="top" className={panelClassName} role={listbox ? 'listbox' : undefined} label={label}>
        {listbox ? <p className="px-2.5 pt-1.5 pb-1 text-xs font-medium text-zinc-400">{label}</p> : null}
        {children}
      </Popover>
    </>
  );
}

interface DropdownOptionProps {
  selected: boolean;
  onSelect: () => void;
  testId?: string;
  className?: string;
  children: ReactNode;
}

/** One choice in a Dropdown's list, checked when it is the current one. */
export function DropdownOption({ selected, onSelect, testId, className = '', children }: DropdownOptionProps) {
  return (
    <button type="button" role="option" aria-selected={selected} data-testid={testId} onClick={onSelect} className={`${menuItemClass} ${className}`}>
      {children}
      {selected ? <Check aria-hidden="true" className="size-4 shrink-0 text-zinc-900" /> : null}
    </button>
  );
}
