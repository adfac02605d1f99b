import { useAtom } from 'jotai';
import { Columns2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown, DropdownOption } from '../../../components/dropdown';
import { modelLabel, useEffectiveModel, useModels } from '../../models';
import { VARIANT_CHOICES, variantCountAtom, variantModelsAtom } from './variants-atoms';

/** How many designs a new page's prompt asks for at once, and which model makes each. */
export function VariantsPicker({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const [count, setCount] = useAtom(variantCountAtom);
  const [chosen, setChosen] = useAtom(variantModelsAtom);
  const [open, setOpen] = useState(false);
  const models = useModels();
  const page = useEffectiveModel();
  const usable = models.filter((m) => m.available);
  const headingId = useId();
  const choose = (index: number, id: string) => setChosen(Array.from({ length: Math.max(chosen.length, index + 1) }, (_, i) => (i === index ? id : (chosen[i] ?? ''))));
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      label={t('generator.variants.label')}
      testId="variants-picker"
      disabled={disabled}
      panelClassName="w-72"
      listbox={false}
      trigger={
        <>
          <Columns2 aria-hidden="true" className="size-4" />
          <span className={count > 1 ? '' : 'sr-only md:not-sr-only'}>{count > 1 ? `×${count}` : t('generator.variants.label')}</span>
        </>
      }
    >
      <p id={headingId} className="px-2.5 pt-1.5 pb-1 text-xs font-medium text-zinc-400">
        {t('generator.variants.label')}
      </p>
      <div role="listbox" aria-labelledby={headingId}>
        {VARIANT_CHOICES.map((choice) => (
          <DropdownOption
            key={choice}
            selected={choice === count}
            testId={`variants-option-${choice}`}
            onSelect={() => {
              setCount(choice);
              // With models to choose per design, the panel stays open for them.
              if (choice === 1 || usable.length < 2) setOpen(false);
            }}
          >
            <span className="flex-1">{choice === 1 ? t('generator.variants.off') : t('generator.variants.count', { count: choice })}</span>
          </DropdownOption>
        ))}
      </div>
      {count > 1 && usable.length > 1 ? (
        <fieldset className="mt-1 space-y-1 border-t border-zinc-100 px-2.5 pt-2">
          <legend className="pb-1 text-xs font-medium text-zinc-400">{t('generator.variants.models')}</legend>
          {Array.from({ length: count }, (_, i) => (
            <label key={i} className="flex items-center gap-2 text-xs text-zinc-600">
              <span className="w-16 shrink-0">{t('generator.variants.design', { index: i + 1 })}</span>
              <select
                data-testid={`variant-model-${i + 1}`}
                value={usable.some((m) => m.value === chosen[i]) ? chosen[i] : ''}
                onChange={(event) => choose(i, event.target.value)}
                className="min-w-0 flex-1 rounded-md border border-zinc-200 bg-white px-1.5 py-1 text-xs text-zinc-800 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none"
              >
                <option value="">{t('generator.variants.sameModel', { model: modelLabel(models, page) })}</option>
                {usable.map((m) => (
                  <option key={m.value} value={m.value}>
                    {m.cost > 1 ? t('generator.variants.modelCost', { model: modelLabel(models, m.value), count: m.cost }) : modelLabel(models, m.value)}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
      ) : null}
      <p className="px-2.5 pt-1 pb-1.5 text-xs leading-5 text-zinc-500">{t('generator.variants.note')}</p>
    </Dropdown>
  );
}
