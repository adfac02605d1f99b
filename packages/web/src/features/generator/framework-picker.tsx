import type { Framework } from '@cui/shared';
import { useAtom, useAtomValue } from 'jotai';
import { Layers } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown, DropdownOption } from '../../components/dropdown';
import { toast } from '../../lib/toast';
import { type GenerationApi, isOpenPage } from '../generation';
import { FRAMEWORK_LABELS, FRAMEWORK_OPTIONS, FRAMEWORK_SHORT, modelParamsAtom } from '../models';
import { htmlAtom, pageFrameworkAtom } from '../page';
import { FrameworkChangeDialog } from './framework-change-dialog';

/**
 * The framework new pages are written in. Changed with a page open, it asks whether to rebuild
 * that page in it (a follow-up, one credit) or leave the page as it is.
 */
export function FrameworkPicker({ disabled, generation }: { disabled: boolean; generation: GenerationApi }) {
  const { t } = useTranslation();
  const [params, setParams] = useAtom(modelParamsAtom);
  const html = useAtomValue(htmlAtom);
  const pageFramework = useAtomValue(pageFrameworkAtom);
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState<Framework | null>(null);
  const current = pageFramework ?? params.framework;

  const setFramework = (value: Framework) => setParams((p) => ({ ...p, framework: value }));

  const choose = (value: Framework) => {
    setOpen(false);
    if (isOpenPage(html) && value !== current) setAsking(value);
    else setFramework(value);
  };

  const rebuild = () => {
    if (!asking) return;
    setFramework(asking);
    setAsking(null);
    generation.rebuild(asking, t('generator.framework.rebuildPrompt', { framework: FRAMEWORK_LABELS[asking] }));
  };

  const newPagesOnly = () => {
    if (!asking) return;
    setFramework(asking);
    setAsking(null);
    toast.info(t('generator.framework.newPagesNote', { framework: FRAMEWORK_LABELS[asking], current: FRAMEWORK_LABELS[current] }), {
      toastId: 'generator-framework-note',
    });
  };

  return (
    <>
      <Dropdown
        open={open}
        onOpenChange={setOpen}
        label={t('generator.framework.label')}
        testId="framework-picker"
        disabled={disabled}
        panelClassName="w-64"
        trigger={
          <>
            <Layers aria-hidden="true" className="size-4 text-zinc-500" />
            <span className="hidden sm:inline">{FRAMEWORK_SHORT[params.framework]}</span>
          </>
        }
      >
        {FRAMEWORK_OPTIONS.map((option) => (
          <DropdownOption key={option.value} selected={option.value === params.framework} testId={`framework-option-${option.value}`} onSelect={() => choose(option.value)}>
            <span className="flex-1">{option.label}</span>
          </DropdownOption>
        ))}
      </Dropdown>
      <FrameworkChangeDialog
        framework={asking ? FRAMEWORK_LABELS[asking] : null}
        onRebuild={rebuild}
        onNewPagesOnly={newPagesOnly}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
