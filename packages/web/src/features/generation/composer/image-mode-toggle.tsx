import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { ScanEye } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/icon-button';
import { Popover } from '../../../components/popover';
import { acceptsImage, ImageModelChoices, modelParamsAtom, useEffectiveModel, useModels } from '../../models';
import { hasAskedAtom } from '../../page';
import { isImageModeAtom } from '../generation-atoms';

/** Image mode is offered only before the first ask; with a model that cannot read images it offers a configured one that can. */
export function ImageModeToggle({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const hasAsked = useAtomValue(hasAskedAtom);
  const [imageMode, setImageMode] = useAtom(isImageModeAtom);
  const models = useModels();
  const model = useEffectiveModel();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const setModel = useSetAtom(modelParamsAtom);
  if (hasAsked) return null;

  const toggle = () => {
    if (imageMode) return setImageMode(false);
    if (acceptsImage(models, model)) return setImageMode(true);
    setOpen(true);
  };

  const switchTo = (next: string) => {
    setModel((p) => ({ ...p, model: next }));
    setImageMode(true);
    setOpen(false);
  };

  return (
    <>
      <IconButton
        ref={anchor}
        label={t('generator.imageMode.label')}
        showLabel="md"
        active={imageMode}
        aria-pressed={imageMode}
        disabled={disabled}
        onClick={toggle}
        data-testid="image-mode-toggle"
      >
        <ScanEye aria-hidden="true" className="size-4" />
      </IconButton>
      <Popover open={open} onClose={() => setOpen(false)} anchorRef={anchor} placement="top" className="w-72" role="menu">
        <p className="px-2.5 pt-1.5 pb-1 text-xs text-zinc-500">{t('generator.imageMode.needsModel')}</p>
        <ImageModelChoices onChoose={switchTo} />
      </Popover>
    </>
  );
}
