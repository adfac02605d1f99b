import type { Framework } from '@cui/shared';
import { useAtom } from 'jotai';
import { Layers } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FRAMEWORK_OPTIONS, FRAMEWORK_SHORT } from '../lib/options';
import { modelParamsAtom } from '../state/atoms';
import { Dropdown, DropdownOption } from './dropdown';

export function FrameworkPicker({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useAtom(modelParamsAtom);
  const [open, setOpen] = useState(false);

  const choose = (value: Framework) => {
    setParams((p) => ({ ...p, framework: value }));
    setOpen(false);
  };

  return (
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
  );
}
