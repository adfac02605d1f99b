import type { DeviceType } from '@cui/shared';
import { ArrowUp, Monitor, Shuffle, Smartphone } from 'lucide-react';
import { forwardRef, useId, useImperativeHandle, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ModelPicker } from '../../models';
import { isSubmitKey, useAutoGrow } from '../hooks/use-auto-grow';

interface PromptBoxProps {
  value: string;
  onChange: (value: string) => void;
  device: DeviceType;
  onDevice: (device: DeviceType) => void;
  canSubmit: boolean;
  onSubmit: () => void;
  /** Fills the prompt with an example to start from. */
  onSurprise: () => void;
}

/** The start view's prompt: text, Mobile/Web, model, an example at random, and submit. */
export const PromptBox = forwardRef<HTMLTextAreaElement | null, PromptBoxProps>(function PromptBox({ value, onChange, device, onDevice, canSubmit, onSubmit, onSurprise }, ref) {
  const { t } = useTranslation();
  const id = useId();
  const areaRef = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => areaRef.current as HTMLTextAreaElement);
  useAutoGrow(areaRef, value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) onSubmit();
  };

  const deviceButton = (value: DeviceType, Icon: typeof Smartphone, label: string) => (
    <button
      type="button"
      role="radio"
      aria-checked={device === value}
      onClick={() => onDevice(value)}
      className={`inline-flex h-7 items-center gap-1.5 rounded-md px-2.5 text-xs font-medium transition-colors focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none ${
        device === value ? 'bg-white text-zinc-900 shadow-sm' : 'text-zinc-500 hover:text-zinc-900'
      }`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </button>
  );

  return (
    <form onSubmit={submit} className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-zinc-200 focus-within:ring-2 focus-within:ring-zinc-900">
      <label htmlFor={id} className="sr-only">
        {t('stitch.promptLabel')}
      </label>
      <textarea
        ref={areaRef}
        id={id}
        rows={2}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (!isSubmitKey(event)) return;
          event.preventDefault();
          if (canSubmit) onSubmit();
        }}
        placeholder={t('stitch.promptPlaceholder')}
        data-testid="stitch-prompt"
        className="max-h-24 w-full resize-none bg-transparent px-1 py-1 text-sm text-zinc-900 placeholder:text-zinc-400 focus:outline-none"
      />
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <div role="radiogroup" aria-label={t('stitch.device.label')} className="flex rounded-lg bg-zinc-100 p-0.5">
          {deviceButton('mobile', Smartphone, t('stitch.device.mobile'))}
          {deviceButton('web', Monitor, t('stitch.device.web'))}
        </div>
        <ModelPicker disabled={false} />
        <div className="ml-auto flex items-center gap-1.5">
          <button
            type="button"
            onClick={onSurprise}
            data-testid="stitch-surprise"
            aria-label={t('stitch.shuffle')}
            title={t('stitch.shuffle')}
            className="inline-flex size-9 items-center justify-center rounded-xl text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none"
          >
            <Shuffle aria-hidden="true" className="size-4" />
          </button>
          <button
            type="submit"
            disabled={!canSubmit}
            aria-label={t('stitch.submit')}
            title={t('stitch.submit')}
            data-testid="stitch-submit"
            className="inline-flex size-9 items-center justify-center rounded-xl bg-zinc-900 text-white hover:bg-zinc-800 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-40"
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
    </form>
  );
});
