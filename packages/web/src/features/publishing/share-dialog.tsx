import { Copy, ExternalLink, ShieldCheck } from 'lucide-react';
import { useId, useRef, useState, type ComponentType, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles';
import { Modal } from '../../components/modal';
import { copyText } from '../../lib/files';
import { toast } from '../../lib/toast';
import { type PublishedPage, remixLink, shareLinks } from './publishing';
import { FacebookIcon, WhatsAppIcon, XIcon } from './share-icons';

interface ShareDialogProps {
  /** The published page to share; null closes the dialog. */
  page: PublishedPage | null;
  onClose: () => void;
}

const FIELD_CLASS =
  'h-9 min-w-0 flex-1 rounded-lg bg-zinc-50 px-2.5 font-mono text-xs text-zinc-800 ring-1 ring-zinc-200 ring-inset focus:ring-2 focus:ring-zinc-900 focus:outline-none';

export function LiveBadge({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <span data-testid={testId} className="inline-flex shrink-0 items-center gap-1.5 rounded-full whitespace-nowrap bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-700 ring-1 ring-emerald-200 ring-inset">
      <span aria-hidden="true" className="relative flex size-2">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60 motion-reduce:animate-none" />
        <span className="relative inline-flex size-2 rounded-full bg-emerald-500" />
      </span>
      {t('generator.publish.live')}
    </span>
  );
}

function CopyField({ label, value, testId, copied, hint }: { label: string; value: string; testId: string; copied: string; hint?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const copy = async () => {
    try {
      await copyText(value);
      toast.success(copied);
    } catch (error) {
      console.error('Copy failed', error);
      toast.error(t('generator.share.copyFailed'));
    }
  };
  return (
    <div>
      <label htmlFor={id} className="text-xs font-medium text-zinc-600">
        {label}
      </label>
      <div className="mt-1 flex items-center gap-1.5">
        <input id={id} readOnly value={value} data-testid={`${testId}-value`} onFocus={(event) => event.target.select()} className={FIELD_CLASS} />
        <button type="button" data-testid={`${testId}-copy`} onClick={() => void copy()} className={buttonClass('secondary', 'sm', 'shrink-0 px-2.5')}>
          <Copy aria-hidden="true" className="size-3.5" />
          {t('generator.share.copy')}
        </button>
      </div>
      {hint ? <p className="mt-1 text-xs text-zinc-400">{hint}</p> : null}
    </div>
  );
}

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** The share dialog of a published site: its link, where to share it, and how to remix it. */
export function ShareDialog({ page, onClose }: ShareDialogProps) {
  const { t } = useTranslation();
  // Keep the last page while the dialog fades out, so its content does not vanish mid-animation.
  const [shown, setShown] = useState(page);
  if (page && page !== shown) setShown(page);
  const copyRef = useRef<HTMLButtonElement>(null);
  if (!shown) return null;

  const links = shareLinks(shown.url);
  const targets: Array<{ key: 'twitter' | 'facebook' | 'whatsapp'; icon: Icon; className: string }> = [
    { key: 'twitter', icon: XIcon, className: 'hover:bg-zinc-900 hover:text-white' },
    { key: 'facebook', icon: FacebookIcon, className: 'hover:bg-[#1877F2] hover:text-white' },
    { key: 'whatsapp', icon: WhatsAppIcon, className: 'hover:bg-[#25D366] hover:text-white' },
  ];

  return (
    <Modal open={page !== null} onClose={onClose} title={t('generator.share.title')} testId="share-dialog" initialFocusRef={copyRef}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <LiveBadge testId="share-status" />
          <span className="font-mono text-xs text-zinc-500">
            {shown.folderName}/{shown.pageName}
          </span>
        </div>

        <div>
          <label htmlFor="share-link" className="text-xs font-medium text-zinc-600">
            {t('generator.share.siteLink')}
          </label>
          <div className="mt-1 flex flex-wrap items-center gap-1.5 sm:flex-nowrap">
            <input id="share-link" readOnly value={shown.url} data-testid="share-link" onFocus={(event) => event.target.select()} className={`${FIELD_CLASS} basis-full sm:basis-auto`} />
            <button
              ref={copyRef}
              type="button"
              data-testid="share-copy"
              onClick={() => {
                copyText(shown.url).then(
                  () => toast.success(t('generator.share.linkCopied')),
                  (error: unknown) => {
                    console.error('Copy failed', error);
                    toast.error(t('generator.share.copyFailed'));
                  },
                );
              }}
              className={buttonClass('secondary', 'sm', 'flex-1 px-2.5 sm:flex-none')}
            >
              <Copy aria-hidden="true" className="size-3.5" />
              {t('generator.share.copy')}
            </button>
            <a href={shown.url} target="_blank" rel="noopener noreferrer" data-testid="share-visit" className={buttonClass('primary', 'sm', 'flex-1 px-2.5 sm:flex-none')}>
              <ExternalLink aria-hidden="true" className="size-3.5" />
              {t('generator.share.visit')}
            </a>
          </div>
        </div>

        <div>
          <p className="text-xs font-medium text-zinc-600">{t('generator.share.shareOn')}</p>
          <div className="mt-1.5 grid grid-cols-3 gap-2">
            {targets.map(({ key, icon: Brand, className }) => (
              <a
                key={key}
                href={links[key]}
                target="_blank"
                rel="noopener noreferrer"
                data-testid={`share-${key}`}
                className={`inline-flex h-14 min-w-0 flex-col items-center justify-center gap-1 rounded-lg px-1 text-xs font-medium sm:h-10 sm:flex-row sm:gap-2 sm:text-sm text-zinc-700 ring-1 ring-zinc-200 ring-inset transition-colors focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none ${className}`}
              >
                <Brand className="size-4" />
                <span className="truncate">{t(`generator.share.${key}`)}</span>
              </a>
            ))}
          </div>
        </div>

        <CopyField
          label={t('generator.share.remixLink')}
          value={remixLink(window.location.origin, shown.folderName, shown.pageName)}
          testId="share-remix"
          copied={t('generator.share.remixCopied')}
          hint={t('generator.share.remixHint')}
        />

        <p className="flex gap-2 rounded-lg bg-zinc-50 px-3 py-2.5 text-xs text-zinc-600 ring-1 ring-zinc-100 ring-inset" data-testid="share-note">
          <ShieldCheck aria-hidden="true" className="mt-px size-4 shrink-0 text-zinc-400" />
          {t('generator.share.note')}
        </p>

        <div className="flex justify-end">
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {t('generator.share.done')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
