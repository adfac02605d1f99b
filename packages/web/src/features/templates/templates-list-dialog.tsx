import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtom, useSetAtom } from 'jotai';
import { Copy, Download, FileCode2, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import { safeFileName } from '../../lib/files';
import { toast } from '../../lib/toast';
import { usePageExport } from '../export';
import { htmlAtom } from '../page';
import { deleteLocalTemplate, listLocalTemplates, type LocalTemplate } from './local-templates-db';
import { LOCAL_TEMPLATES_QUERY_KEY } from './save-template-dialog';
import { templatesListOpenAtom } from './templates-atoms';

type Busy = { id: number; action: 'copy' | 'download' | 'delete' } | null;

export function TemplatesListDialog({ guardBusy }: { guardBusy: () => boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useAtom(templatesListOpenAtom);
  const setHtml = useSetAtom(htmlAtom);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Busy>(null);
  const pageExport = usePageExport();
  const templates = useQuery({ queryKey: LOCAL_TEMPLATES_QUERY_KEY, queryFn: listLocalTemplates, enabled: open });
  // A formatter costs milliseconds to make: only when the list is shown, not on every page load.
  const date = useMemo(() => (open ? new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }) : null), [open, i18n.resolvedLanguage]);

  if (templates.isError && open) console.error('Loading templates failed', templates.error);

  // The row stays busy (spinner, buttons disabled) while its file is built.
  const copy = async (template: LocalTemplate) => {
    setBusy({ id: template.id, action: 'copy' });
    await pageExport.copy(template.html);
    setBusy(null);
  };

  const download = async (template: LocalTemplate) => {
    setBusy({ id: template.id, action: 'download' });
    await pageExport.download(template.html, safeFileName(template.title));
    setBusy(null);
  };

  const remove = async (template: LocalTemplate) => {
    setBusy({ id: template.id, action: 'delete' });
    try {
      await deleteLocalTemplate(template.id);
      await queryClient.invalidateQueries({ queryKey: LOCAL_TEMPLATES_QUERY_KEY });
      toast.success(t('templatesList.deleteSuccess'));
    } catch {
      toast.error(t('templatesList.deleteError'));
    } finally {
      setBusy(null);
    }
  };

  const use = (template: LocalTemplate) => {
    if (guardBusy()) return;
    setHtml(template.html);
    setOpen(false);
    toast.success(t('templatesList.loaded', { title: template.title }));
  };

  const action = (template: LocalTemplate, kind: 'copy' | 'download' | 'delete') => busy?.id === template.id && busy.action === kind;

  return (
    <Modal open={open} onClose={() => setOpen(false)} title={t('templatesList.title')} description={t('templatesList.description')} testId="templates-dialog" size="lg">
      {templates.isPending ? (
        <p className="flex items-center justify-center gap-2 py-10 text-sm text-zinc-500">
          <Spinner />
          {t('common.loading')}
        </p>
      ) : templates.isError ? (
        <p role="alert" className="py-10 text-center text-sm text-red-600">
          {t('templatesList.loadError')}
        </p>
      ) : templates.data.length === 0 ? (
        <div className="py-10 text-center" data-testid="templates-empty">
          <FileCode2 aria-hidden="true" className="mx-auto size-8 text-zinc-300" />
          <p className="mt-2 text-sm font-medium text-zinc-700">{t('templatesList.empty')}</p>
          <p className="mt-1 text-xs text-zinc-500">{t('templatesList.emptyHint')}</p>
        </div>
      ) : (
        <ul className="grid max-h-[55vh] gap-2 overflow-y-auto pr-1 sm:grid-cols-2">
          {templates.data.map((template) => {
            const rowBusy = busy?.id === template.id;
            return (
              <li key={template.id} data-testid="template-row" className="flex flex-col rounded-xl p-3 ring-1 ring-zinc-200 ring-inset">
                <button type="button" onClick={() => use(template)} className="text-left focus-visible:outline-none" data-testid="template-use" title={t('templatesList.use')}>
                  <span className="block truncate text-sm font-medium text-zinc-900 hover:underline">{template.title}</span>
                  <span className="block text-xs text-zinc-500">{date?.format(new Date(template.createdAt))}</span>
                </button>
                <div className="mt-2 flex items-center gap-1">
                  <button type="button" className={buttonClass('secondary', 'sm', 'h-7 px-2 text-xs')} onClick={() => use(template)} disabled={rowBusy}>
                    {t('templatesList.use')}
                  </button>
                  <span className="flex-1" />
                  <button type="button" aria-label={t('templatesList.copy')} title={t('templatesList.copy')} disabled={rowBusy} onClick={() => void copy(template)} className={buttonClass('ghost', 'sm', 'h-7 px-2')}>
                    {action(template, 'copy') ? <Spinner className="size-3.5" /> : <Copy aria-hidden="true" className="size-3.5" />}
                  </button>
                  <button type="button" aria-label={t('templatesList.download')} title={t('templatesList.download')} disabled={rowBusy} onClick={() => download(template)} className={buttonClass('ghost', 'sm', 'h-7 px-2')}>
                    {action(template, 'download') ? <Spinner className="size-3.5" /> : <Download aria-hidden="true" className="size-3.5" />}
                  </button>
                  <button type="button" aria-label={t('templatesList.delete')} title={t('templatesList.delete')} disabled={rowBusy} onClick={() => void remove(template)} className={buttonClass('danger', 'sm', 'h-7 px-2')} data-testid="template-delete">
                    {action(template, 'delete') ? <Spinner className="size-3.5" /> : <Trash2 aria-hidden="true" className="size-3.5" />}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-5 flex justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={() => setOpen(false)}>
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}
