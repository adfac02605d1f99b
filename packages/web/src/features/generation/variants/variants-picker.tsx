import { useAtom } from 'jotai';
import { Columns2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown, DropdownOption } from '../../../components/dropdown';
import { VARIANT_CHOICES, variantCountAtom } from './variants-atoms';

/** How many designs a new page's prompt asks for at once. */
export function VariantsPicker({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const [count, setCount] = useAtom(variantCountAtom);
  const [open, setOpen] = useState(false);
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      label={t('generator.variants.label')}
      testId="variants-picker"
      disabled={disabled}
      panelClassName="w-64"
      trigger={
        <>
          <Columns2 aria-hidden="true" className="size-4" />
          <span className={count > 1 ? '' : 'sr-only md:not-sr-only'}>{count > 1 ? `×${count}` : t('generator.variants.label')}</span>
        </>
      }
    >
      {VARIANT_CHOICES.map((choice) => (
        <DropdownOption
          key={choice}
          selected={choice === count}
          testId={`variants-option-${choice}`}
          onSelect={() => {
            setCount(choice);
            setOpen(false);
          }}
        >
          <span className="flex-1">{choice === 1 ? t('generator.variants.off') : t('generator.variants.count', { count: choice })}</span>
        </DropdownOption>
      ))}
      <p className="px-2.5 pt-1 pb-1.5 text-xs leading-5 text-zinc-500">{t('generator.variants.note')}</p>
    </Dropdown>
  );
}
