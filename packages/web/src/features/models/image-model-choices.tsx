import { IMAGE_INPUT_MODELS, type ModelValue } from '@cui/shared';
import { useTranslation } from 'react-i18next';
import { menuItemClass } from '../../components/popover';
import { useModels } from './model-picker';
import { modelLabel, providerOf } from './options';
import { ProviderLogo } from './provider-logo';

/**
 * The models that can take an image and that this server can actually reach. Offering one that is
 * not configured would switch the user to a model whose every request fails.
 */
export function ImageModelChoices({ onChoose }: { onChoose: (model: ModelValue) => void }) {
  const { t } = useTranslation();
  const models = useModels();
  const usable = IMAGE_INPUT_MODELS.filter((value) => models.some((m) => m.value === value && m.available));

  if (usable.length === 0) {
    return (
      <p data-testid="no-image-models" className="px-2.5 pt-1 pb-1.5 text-xs leading-5 text-zinc-500">
        {t('generator.imageModels.noneConfigured', { models: IMAGE_INPUT_MODELS.map((value) => modelLabel(models, value)).join(', ') })}
      </p>
    );
  }
  return usable.map((model) => (
    <button key={model} type="button" role="menuitem" onClick={() => onChoose(model)} className={menuItemClass}>
      <ProviderLogo provider={providerOf(model)} />
      <span className="font-medium text-zinc-900">{t('generator.imageMode.switchTo', { model: modelLabel(models, model) })}</span>
    </button>
  ));
}
