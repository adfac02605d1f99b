import { useTranslation } from 'react-i18next';
import { menuItemClass } from '../../components/popover';
import { useModels } from './model-picker';
import { cleanLabel, providerOf } from './options';
import { ProviderLogo } from './provider-logo';

/**
 * The models that can take an image and that this server can actually reach. Offering one that is
 * not configured would switch the user to a model whose every request fails.
 */
export function ImageModelChoices({ onChoose }: { onChoose: (model: string) => void }) {
  const { t } = useTranslation();
  const models = useModels();
  const readers = models.filter((m) => m.supportsImage);
  const usable = readers.filter((m) => m.available);

  if (usable.length === 0) {
    return (
      <p data-testid="no-image-models" className="px-2.5 pt-1 pb-1.5 text-xs leading-5 text-zinc-500">
        {readers.length ? t('generator.imageModels.noneConfigured', { models: readers.map((m) => cleanLabel(m.label)).join(', ') }) : t('generator.imageModels.noneListed')}
      </p>
    );
  }
  return usable.map((model) => (
    <button key={model.value} type="button" role="menuitem" onClick={() => onChoose(model.value)} className={menuItemClass}>
      <ProviderLogo provider={providerOf(model)} />
      <span className="font-medium text-zinc-900">{t('generator.imageMode.switchTo', { model: cleanLabel(model.label) })}</span>
    </button>
  ));
}
