import { useQueryClient } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, inputClass } from '../../components/button-styles';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import { toast } from '../../lib/toast';
import { htmlAtom } from '../page';
import { saveLocalTemplate } from './local-templates-db';
import { saveTemplateOpenAtom } from './templates-atoms';

export const LOCAL_TEMPLATES_QUERY_KEY = ['local-templates'] as const;

export function SaveTemplateDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(saveTemplateOpenAtom);
  const html = useAtomValue(htmlAtom);
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    if (saving) return;
    setOpen(false);
    setError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!title.trim()) {
      setError(t('saveTemplate.titleRequired'));
      inputRef.current?.focus();
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await saveLocalTemplate(title, html);
      await queryClient.invalidateQueries({ queryKey: LOCAL_TEMPLATES_QUERY_KEY });
      toast.success(t('saveTemplate.saveSuccess'));
      setTitle('');
      setOpen(false);
    } catch (err) {
      console.error('Saving the template failed', err);
      toast.error(t('saveTemplate.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} onClose={close} title={t('saveTemplate.title')} description={t('saveTemplate.description')} testId="save-template-dialog" initialFocusRef={inputRef} size="sm">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <div className="space-y-1.5">
          <label htmlFor="template-title" className="block text-sm font-medium text-zinc-700">
            {t('saveTemplate.nameLabel')}
          </label>
          <input
            ref={inputRef}
            id="template-title"
            data-testid="template-title"
            value={title}
            maxLength={120}
            disabled={saving}
            onChange={(event) => {
              setTitle(event.target.value);
              if (error) setError(null);
            }}
            placeholder={t('saveTemplate.namePlaceholder')}
            aria-invalid={error !== null}
            aria-describedby="template-title-error"
            className={inputClass}
          />
          <p id="template-title-error" role="alert" className="min-h-5 text-sm text-red-600">
            {error}
          </p>
        </div>
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClass('secondary')} onClick={close} disabled={saving}>
            {t('common.cancel')}
          </button>
          <button type="submit" data-testid="template-save" className={buttonClass('primary')} disabled={saving}>
            {saving ? <Spinner /> : null}
            {saving ? t('saveTemplate.saving') : t('saveTemplate.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
