import { BookOpen, ChevronDown, Coins, LayoutDashboard, LogOut, Settings, UserPen } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { Spinner } from '../../components/spinner';
import { UserAvatar } from '../../components/user-avatar';
import { profileInitial } from './profile';
import { useAuth, useSignOut } from './use-auth';

export function ProfileMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile, displayName, displayEmail } = useAuth();
  const { signOut, pending } = useSignOut();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])') ?? []);

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        triggerRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const openMenu = (focus: 'first' | 'last' | null) => {
    setOpen(true);
    if (focus) {
      window.setTimeout(() => {
        const list = items();
        (focus === 'first' ? list[0] : list[list.length - 1])?.focus();
      }, 0);
    }
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if ((event.key === 'Enter' || event.key === ' ') && open) {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Tab') setOpen(false);
  };

  const initial = profileInitial(displayName, displayEmail);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        data-testid="profile-menu-trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('profileMenu.open')}
        onClick={() => (open ? close(false) : openMenu(null))}
        onKeyDown={onTriggerKeyDown}
        className="flex items-center gap-1 rounded-full p-0.5 pr-1.5 transition-colors hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        <UserAvatar url={profile?.avatarUrl ?? null} initial={initial} testId="header-avatar" />
        <ChevronDown aria-hidden="true" className={`size-3.5 text-zinc-500 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>

      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('profileMenu.label')}
          data-testid="profile-menu"
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-40 mt-2 w-72 origin-top-right rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-zinc-950/10 focus:outline-none"
        >
          <div className="flex items-center gap-3 px-2.5 pt-2 pb-3">
            <UserAvatar url={profile?.avatarUrl ?? null} initial={initial} size="md" />
            <div className="min-w-0">
              <p data-testid="profile-menu-name" className="truncate text-sm font-semibold text-zinc-900">{displayName}</p>
              {displayEmail ? <p className="truncate text-xs text-zinc-500">{displayEmail}</p> : null}
            </div>
          </div>
          <div className="mx-1 mb-1.5 flex items-center justify-between rounded-lg bg-zinc-50 px-3 py-2 text-sm">
            <span className="flex items-center gap-2 text-zinc-600">
              <Coins aria-hidden="true" className="size-4 text-amber-500" />
              {t('profileMenu.credits')}
            </span>
            <span className="font-semibold text-zinc-900 tabular-nums">{profile ? profile.credits : '–'}</span>
          </div>
          <div className="my-1 h-px bg-zinc-100" role="separator" />
          <MenuItem
            icon={<LayoutDashboard className="size-4" />}
            onSelect={() => {
              close(false);
              navigate('/dashboard');
            }}
          >
            {t('profileMenu.dashboard')}
          </MenuItem>
          <MenuItem
            testId="menu-edit-profile"
            icon={<UserPen className="size-4" />}
            onSelect={() => {
              close(false);
              navigate('/dashboard', { state: { tab: 'profile' } });
            }}
          >
            {t('profileMenu.editProfile')}
          </MenuItem>
          <MenuItem
            testId="menu-manage-account"
            icon={<Settings className="size-4" />}
            onSelect={() => {
              close(false);
              navigate('/dashboard', { state: { tab: 'account' } });
            }}
          >
            {t('profileMenu.manageAccount')}
          </MenuItem>
          <MenuItem
            testId="profile-guide"
            icon={<BookOpen className="size-4" />}
            onSelect={() => {
              close(false);
              navigate('/guide');
            }}
          >
            {t('profileMenu.guideBook')}
          </MenuItem>
          <div className="my-1 h-px bg-zinc-100" role="separator" />
          <MenuItem
            testId="sign-out"
            danger
            disabled={pending}
            icon={pending ? <Spinner /> : <LogOut className="size-4" />}
            onSelect={() => {
              void signOut().then(() => toast.info(t('auth.signedOut')));
            }}
          >
            {pending ? t('profileMenu.signingOut') : t('profileMenu.signOut')}
          </MenuItem>
        </div>
      ) : null}
    </div>
  );
}

interface MenuItemProps {
  icon: ReactNode;
  children: ReactNode;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
  testId?: string;
}

function MenuItem({ icon, children, onSelect, danger = false, disabled = false, testId }: MenuItemProps) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      data-testid={testId}
      disabled={disabled}
      onClick={onSelect}
      className={`flex w-full items-center gap-2.5 rounded-lg px-2.5 py-2 text-left text-sm transition-colors focus:outline-none disabled:opacity-60 ${
        danger
          ? 'text-red-600 hover:bg-red-50 focus-visible:bg-red-50'
          : 'text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:bg-zinc-100 focus-visible:text-zinc-900'
      }`}
    >
      <span aria-hidden="true" className={danger ? 'text-red-500' : 'text-zinc-400'}>
        {icon}
      </span>
      {children}
    </button>
  );
}
