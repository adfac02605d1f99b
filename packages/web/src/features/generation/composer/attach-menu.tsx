import { IMAGE_MAX_BYTES } from '@cui/shared';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { ImagePlus, Paperclip, Trash2 } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/icon-button';
import { menuItemClass, Popover } from '../../../components/popover';
import { toast } from '../../../lib/toast';
import { acceptsImage, ImageModelChoices, modelParamsAtom, useEffectiveModel, useModels } from '../../models';
import { imageFileAtom, isImageModeAtom } from '../generation-atoms';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

/** Picks an image (images only, at most 5 MB) into the shared image atom. */
export function useImagePicker() {
  const { t } = useTranslation();
  const [image, setImage] = useAtom(imageFileAtom);
  const inputRef = useRef<HTMLInputElement>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error(t('generator.attach.onlyImages'));
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      toast.error(t('generator.attach.tooLarge'));
      return;
    }
    try {
      setImage({ name: file.name, dataUrl: await readAsDataUrl(file) });
    } catch (error) {
      console.error('Image read failed', error);
      toast.error(t('generator.attach.readFailed'));
    }
  };

  const input = (
    <input ref={inputRef} type="file" accept="image/png,image/jpeg,image/gif,image/webp" className="hidden" data-testid="image-input" onChange={(e) => void onFile(e)} />
  );
  return { image, setImage, input, pick: () => inputRef.current?.click() };
}

export function AttachMenu({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const models = useModels();
  const model = useEffectiveModel();
  const setParams = useSetAtom(modelParamsAtom);
  const imageMode = useAtomValue(isImageModeAtom);
  const { image, setImage, input, pick } = useImagePicker();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const allowed = acceptsImage(models, model);

  // Still the click's user gesture, so the browser lets the file picker open.
  const switchAndPick = (next: string) => {
    setParams((p) => ({ ...p, model: next }));
    setOpen(false);
    pick();
  };

  return (
    <>
      {input}
      <IconButton ref={anchor} label={t('generator.attach.label')} disabled={disabled} aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="attach-button">
        <Paperclip aria-hidden="true" className="size-4" />
      </IconButton>
      <Popover open={open} onClose={() => setOpen(false)} anchorRef={anchor} placement="top" className="w-72" role="menu">
        <button
          type="button"
          role="menuitem"
          disabled={!allowed}
          title={allowed ? undefined : t('generator.attach.needsModel')}
          onClick={() => {
            setOpen(false);
            pick();
          }}
          className={menuItemClass}
        >
          <ImagePlus aria-hidden="true" className="size-4 text-zinc-500" />
          <span className="flex flex-col">
            <span className="font-medium text-zinc-900">{imageMode ? t('generator.attach.designImage') : t('generator.attach.referenceImage')}</span>
            <span className="text-xs text-zinc-500">{allowed ? t('generator.attach.hint') : t('generator.attach.needsModel')}</span>
          </span>
        </button>
        {allowed ? null : <ImageModelChoices onChoose={switchAndPick} />}
        {image ? (
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setImage(null);
              setOpen(false);
            }}
            className={`${menuItemClass} text-red-600 hover:text-red-700`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('generator.attach.remove')}
          </button>
        ) : null}
      </Popover>
    </>
  );
}
