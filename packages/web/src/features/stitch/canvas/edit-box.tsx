import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, inputClass } from '../../../components/button-styles';

/** The follow-up a screen edit sends; the server routes it to the screen by its name. */
export function editMessage(name: string, instruction: string): string {
  return `Edit the "${name}" screen: ${instruction.trim()}`;
}

interface EditBoxProps {
  name: string;
  disabled: boolean;
  onSubmit: (instruction: string) => void;
  onClose: () => void;
}

/** A small instruction box for one screen; Escape closes it. */
export function EditBox({ name, disabled, onSubmit, onClose }: EditBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  useEffect(() => {
    areaRef.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || disabled) return;
    onSubmit(text);
  };

  return (
    <form
      role="dialog"
      aria-labelledby={`${id}-title`}
      data-testid="edit-box"
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className="absolute top-16 left-1/2 z-20 w-[min(24rem,calc(100%-2rem))] -translate-x-1/2 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-zinc-200"
    >
      <h3 id={`${id}-title`} className="truncate text-sm font-semibold text-zinc-900">
        {t('stitch.editBox.title', { name })}
      </h3>
      <label htmlFor={`${id}-text`} className="mt-2 block text-xs text-zinc-500">
        {t('stitch.editBox.label')}
      </label>
      <textarea
        ref={areaRef}
        id={`${id}-text`}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('stitch.editBox.placeholder')}
        className={`${inputClass} mt-1 max-h-24 resize-none`}
      />
      <div className="mt-3 flex justify-end gap-2">
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="submit" className={buttonClass('primary', 'sm')} disabled={disabled || !text.trim()}>
          {t('stitch.editBox.submit')}
        </button>
      </div>
    </form>
  );
}
