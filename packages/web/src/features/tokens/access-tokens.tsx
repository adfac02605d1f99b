import { TOKEN_NAME_MAX, type CreatedToken, type PersonalToken } from '@cui/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, KeyRound, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, inputClass } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Spinner } from '../../components/spinner';
import { copyText } from '../../lib/files';
import { formatDate } from '../../lib/format-date';
import { toast } from '../../lib/toast';
import { tokensApi } from './tokens-api';

const TOKENS_QUERY = 'personal-tokens';
/** How long a new token lasts, in days; 0: until revoked. */
const EXPIRY_CHOICES = [30, 90, 365, 0] as const;

/** The token just made: its secret, shown this once, to copy. */
function NewToken({ made, onDone }: { made: CreatedToken; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-testid="new-token" role="status" className="rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
      <p className="text-sm font-medium text-emerald-900">{t('tokens.madeTitle', { name: made.name })}</p>
      <p className="mt-1 text-sm text-emerald-800">{t('tokens.madeNote')}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <input data-testid="new-token-value" readOnly value={made.token} aria-label={t('tokens.secret')} onFocus={(e) => e.currentTarget.select()} className={`${inputClass} min-w-0 flex-1 font-mono text-xs`} />
        <button
          type="button"
          data-testid="new-token-copy"
          className={buttonClass('primary')}
          onClick={() =>
            void copyText(made.token).then(
              () => toast.success(t('tokens.copied')),
              () => toast.error(t('tokens.copyFailed')),
            )
          }
        >
          <Copy aria-hidden="true" className="size-4" />
          {t('tokens.copy')}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onDone}>
          {t('tokens.done')}
        </button>
      </div>
    </div>
  );
}

/**
 * Personal access tokens for the API and agents (MCP): made here with a name and an expiry, the
 * secret shown once; listed with when each was made, last used and ends; revoked with a confirmation.
 */
export function AccessTokens({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const nameId = useId();
  const expiryId = useId();
  const [name, setName] = useState('');
  const [days, setDays] = useState<number>(90);
  const [made, setMade] = useState<CreatedToken | null>(null);
  const [revoking, setRevoking] = useState<PersonalToken | null>(null);
  const tokens = useQuery({ queryKey: [TOKENS_QUERY], queryFn: ({ signal }) => tokensApi.list(token, signal) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [TOKENS_QUERY] });
  const create = useMutation({
    mutationFn: () => tokensApi.create({ name: name.trim(), ...(days ? { expiresInDays: days } : {}) }, token),
    onSuccess: (created) => {
      setMade(created);
      setName('');
      refresh();
    },
    onError: (error: Error) => toast.error(error.message),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => tokensApi.revoke(id, token),
    onSuccess: () => toast.success(t('tokens.revoked')),
    onError: (error: Error) => toast.error(error.message),
    onSettled: refresh,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() && !create.isPending) create.mutate();
  };
  const list = tokens.data ?? [];
  return (
    <div className="flex flex-col gap-4" data-testid="access-tokens">
      <p className="text-sm text-zinc-600">{t('tokens.intro')}</p>
      {made ? <NewToken made={made} onDone={() => setMade(null)} /> : null}
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <label htmlFor={nameId} className="block min-w-0 flex-1 text-sm">
          <span className="mb-1 block text-xs font-medium text-zinc-500">{t('tokens.name')}</span>
          <input id={nameId} data-testid="token-name" className={inputClass} value={name} maxLength={TOKEN_NAME_MAX} placeholder={t('tokens.namePlaceholder')} onChange={(e) => setName(e.target.value)} />
        </label>
        <label htmlFor={expiryId} className="block text-sm sm:w-44">
          <span className="mb-1 block text-xs font-medium text-zinc-500">{t('tokens.expiry')}</span>
          <select id={expiryId} data-testid="token-expiry" className={inputClass} value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {EXPIRY_CHOICES.map((d) => (
              <option key={d} value={d}>
                {d ? t('tokens.days', { count: d }) : t('tokens.noExpiry')}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" data-testid="token-create" disabled={!name.trim() || create.isPending} className={buttonClass('primary')}>
          {create.isPending ? <Spinner /> : <KeyRound aria-hidden="true" className="size-4" />}
          {t('tokens.create')}
        </button>
      </form>
      {tokens.isPending ? (
        <Spinner />
      ) : tokens.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {tokens.error.message}
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-zinc-500">{t('tokens.none')}</p>
      ) : (
        <ul className="divide-y divide-zinc-100 rounded-xl ring-1 ring-zinc-200" aria-label={t('tokens.listLabel')}>
          {list.map((item) => (
            <li key={item.id} data-testid="token-row" className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-zinc-900">{item.name}</p>
                <p className="text-xs text-zinc-500">
                  {t('tokens.made', { date: formatDate(item.createdAt, i18n.language) })} ·{' '}
                  {item.lastUsedAt ? t('tokens.lastUsed', { date: formatDate(item.lastUsedAt, i18n.language) }) : t('tokens.neverUsed')} ·{' '}
                  {item.expiresAt ? t('tokens.expires', { date: formatDate(item.expiresAt, i18n.language) }) : t('tokens.noExpiry')}
                </p>
              </div>
              <button type="button" data-testid="token-revoke" className={buttonClass('secondary', 'sm', 'self-start sm:self-auto')} onClick={() => setRevoking(item)}>
                <Trash2 aria-hidden="true" className="size-3.5" />
                {t('tokens.revoke')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        testId="token-revoke-dialog"
        title={t('tokens.revokeTitle', { name: revoking?.name ?? '' })}
        message={t('tokens.revokeText')}
        confirmLabel={t('tokens.revoke')}
        danger
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id);
          setRevoking(null);
        }}
      />
    </div>
  );
}
