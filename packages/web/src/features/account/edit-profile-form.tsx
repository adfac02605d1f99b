import { AVATAR_MAX_BYTES, DISPLAY_NAME_MAX, type UserMe } from '@cui/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, inputClass } from '../../components/button-styles';
import { Spinner } from '../../components/spinner';
import { UserAvatar } from '../../components/user-avatar';
import { clientError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { PROFILE_QUERY_ROOT } from '../auth';
import { accountApi } from './account-api';

/** The first character of the name, else of the e-mail: what stands in for a missing picture. */
function initialOf(name: string, email: string): string {
  const first = Array.from(name.trim() || email.trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}

/**
 * Edit profile: the display name and the picture. Every change refreshes the profile the header
 * shows and calls `onChanged` for the page's own copy of the account.
 */
export function EditProfileForm({ token, account, onChanged }: { token: string; account: UserMe; onChanged: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const nameId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(account.name);
  // The saved name changed (here, or in another tab): the field follows it. Adjusted during render,
  // not by remounting, so a picture being chosen at that moment is not lost with the old input.
  const [savedName, setSavedName] = useState(account.name);
  if (account.name !== savedName) {
    setSavedName(account.name);
    setName(account.name);
  }
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [PROFILE_QUERY_ROOT] });
    onChanged();
  };
  const fail = (error: Error) => toast.error(error.message);

  const rename = useMutation({
    mutationFn: (next: string) => accountApi.rename(token, next),
    onSuccess: (profile) => {
      setName(profile.name);
      refresh();
      toast.success(t('account.nameSaved'));
    },
    onError: fail,
  });
  const upload = useMutation({
    mutationFn: (file: File) => {
      // Judged again by the server from the bytes; this only spares sending what would be refused.
      if (file.size > AVATAR_MAX_BYTES) return Promise.reject(clientError(413, 'avatar_too_large'));
      return accountApi.uploadAvatar(token, file);
    },
    onSuccess: () => {
      refresh();
      toast.success(t('account.pictureSaved'));
    },
    onError: fail,
    onSettled: () => {
      if (fileRef.current) fileRef.current.value = '';
    },
  });
  const remove = useMutation({
    mutationFn: () => accountApi.removeAvatar(token),
    onSuccess: () => {
      refresh();
      toast.success(t('account.pictureRemoved'));
    },
    onError: fail,
  });

  const trimmed = name.trim();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) rename.mutate(trimmed);
  };
  const busy = upload.isPending || remove.isPending;

  return (
    <div className="flex flex-col gap-6" data-testid="edit-profile">
      <p className="text-sm text-zinc-500">{t('account.editProfileHint')}</p>
      <div className="flex flex-wrap items-center gap-4">
        <UserAvatar url={account.avatar_url} initial={initialOf(account.name, account.email)} size="lg" alt={t('account.avatarAlt')} testId="profile-avatar" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <span className="text-xs font-medium text-zinc-500">{t('account.picture')}</span>
          <div className="flex flex-wrap gap-2">
            <input
              ref={fileRef}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              className="sr-only"
              data-testid="avatar-input"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) upload.mutate(file);
              }}
            />
            <button type="button" data-testid="avatar-upload" disabled={busy} className={buttonClass('secondary', 'sm')} onClick={() => fileRef.current?.click()}>
              {upload.isPending ? <Spinner /> : <ImagePlus aria-hidden="true" className="size-4" />}
              {upload.isPending ? t('account.uploading') : account.avatar_url ? t('account.changePicture') : t('account.uploadPicture')}
            </button>
            {account.avatar_url ? (
              <button type="button" data-testid="avatar-remove" disabled={busy} className={buttonClass('ghost', 'sm')} onClick={() => remove.mutate()}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('account.removePicture')}
              </button>
            ) : null}
          </div>
          <p className="text-xs text-zinc-500">{t('account.pictureHint', { size: AVATAR_MAX_BYTES / 1024 / 1024 })}</p>
        </div>
      </div>
      <form className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={onSubmit}>
        <label htmlFor={nameId} className="block min-w-0 flex-1 text-sm">
          <span className="mb-1 block text-xs font-medium text-zinc-500">{t('account.displayName')}</span>
          <input
            id={nameId}
            data-testid="profile-name-input"
            className={inputClass}
            value={name}
            maxLength={DISPLAY_NAME_MAX}
            autoComplete="name"
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <button
          type="submit"
          data-testid="profile-name-save"
          disabled={!trimmed || trimmed === account.name || rename.isPending}
          className={buttonClass('primary', 'md', 'w-full sm:w-auto')}
        >
          {rename.isPending ? <Spinner /> : null}
          {t('account.saveName')}
        </button>
      </form>
    </div>
  );
}
