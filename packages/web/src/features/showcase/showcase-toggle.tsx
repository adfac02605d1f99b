import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { isApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { tokenAtom } from '../auth';
import { showcaseApi, SHOWCASE_QUERY_ROOT, siteSettingsKey } from './showcase-api';

/** The owner's switch: list this site in the public showcase, or not. Off until they turn it on. */
export function ShowcaseToggle({ folder }: { folder: string }) {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const queryClient = useQueryClient();
  const id = useId();
  const key = siteSettingsKey(folder, token);
  const settings = useQuery({ queryKey: key, queryFn: ({ signal }) => showcaseApi.settings(folder, token, signal), enabled: token !== null });
  const change = useMutation({
    mutationFn: (listed: boolean) => showcaseApi.setShowcase(folder, listed, token),
    onSuccess: (next) => {
      queryClient.setQueryData(key, next);
      void queryClient.invalidateQueries({ queryKey: [SHOWCASE_QUERY_ROOT] });
      toast.success(next.showcase ? t('showcase.listed', { site: folder }) : t('showcase.unlisted', { site: folder }));
    },
    onError: (error) => toast.error(isApiError(error) ? error.message : t('showcase.error')),
  });
  if (token === null || settings.isError) return null;
  const listed = change.isPending ? change.variables : settings.data?.showcase;

  return (
    <div className="flex items-start gap-3 rounded-lg bg-zinc-50 px-3 py-2.5 ring-1 ring-zinc-200 ring-inset">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-zinc-900">
          {t('showcase.toggle')}
        </label>
        <p className="text-xs text-zinc-500">{t('showcase.toggleHint')}</p>
      </div>
      {settings.isPending || change.isPending ? <Spinner className="mt-1 size-4 text-zinc-400" /> : null}
      <button
        id={id}
        type="button"
        role="switch"
        data-testid="showcase-toggle"
        aria-checked={listed === true}
        disabled={settings.isPending || change.isPending}
        onClick={() => change.mutate(!listed)}
        className={`relative mt-0.5 inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60 ${
          listed ? 'bg-emerald-600' : 'bg-zinc-300'
        }`}
      >
        <span aria-hidden="true" className={`inline-block size-4 rounded-full bg-white shadow transition-transform ${listed ? 'translate-x-4.5' : 'translate-x-0.5'}`} />
      </button>
    </div>
  );
}
