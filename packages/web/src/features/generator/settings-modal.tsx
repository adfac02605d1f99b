import { MAX_TOKENS_MAX, MAX_TOKENS_MIN, type Framework } from '@cui/shared';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { FRAMEWORK_OPTIONS, modelParamsAtom } from '../models';
import { hasAskedAtom, htmlAtom, previousPromptAtom, workingAtom } from '../page';
import { settingsOpenAtom } from './generator-atoms';

export const MAX_TOKENS_STEP = 1000;
export const TEMPERATURE_STEP = 0.1;

type Tab = 'templates' | 'model';

export function temperatureHint(value: number): 'precise' | 'balanced' | 'creative' {
  return value < 0.67 ? 'precise' : value < 1.34 ? 'balanced' : 'creative';
}

export function SettingsModal({ guardBusy }: { guardBusy: () => boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(settingsOpenAtom);
  const [params, setParams] = useAtom(modelParamsAtom);
  const [html, setHtml] = useAtom(htmlAtom);
  const setHasAsked = useSetAtom(hasAskedAtom);
  const setPreviousPrompt = useSetAtom(previousPromptAtom);
  const working = useAtomValue(workingAtom);
  const [tab, setTab] = useState<Tab>('templates');
  const [framework, setFramework] = useState<Framework | null>(null);
  const [maxTokens, setMaxTokens] = useState(params.max_tokens);
  const [temperature, setTemperature] = useState(params.temperature);
  const [confirming, setConfirming] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);

  // Start from the saved values each time the dialog opens.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setFramework(null);
      setMaxTokens(params.max_tokens);
      setTemperature(params.temperature);
      setTab('templates');
    }
  }

  const modelChanged = maxTokens !== params.max_tokens || temperature !== params.temperature;
  const canApply = (framework !== null || modelChanged) && working === null;
  const close = () => setOpen(false);

  const commit = (replaceCanvas: boolean) => {
    setParams((p) => ({ ...p, framework: framework ?? p.framework, max_tokens: maxTokens, temperature }));
    if (replaceCanvas) {
      // A new framework starts a fresh page: the old one was written for the other runtime.
      setHtml('');
      setHasAsked(false);
      setPreviousPrompt('');
    }
    setConfirming(false);
    close();
  };

  const apply = () => {
    if (guardBusy()) return;
    if (framework && framework !== params.framework && html.trim()) setConfirming(true);
    else commit(false);
  };

  const tabClass = (value: Tab) =>
    `flex-1 rounded-md px-3 py-1.5 text-sm font-medium transition-colors ${tab === value ? 'bg-white text-zinc-900 shadow-xs' : 'text-zinc-500 hover:text-zinc-900'}`;

  return (
    <>
      <Modal open={open} onClose={close} title={t('generator.settings.title')} testId="settings-modal">
        <div role="tablist" className="flex gap-1 rounded-lg bg-zinc-100 p-1">
          <button type="button" role="tab" aria-selected={tab === 'templates'} className={tabClass('templates')} onClick={() => setTab('templates')} data-testid="settings-tab-templates">
            {t('generator.settings.templatesTab')}
          </button>
          <button type="button" role="tab" aria-selected={tab === 'model'} className={tabClass('model')} onClick={() => setTab('model')} data-testid="settings-tab-model">
            {t('generator.settings.modelTab')}
          </button>
        </div>

        {tab === 'templates' ? (
          <fieldset className="mt-4">
            <legend className="text-sm text-zinc-500">{t('generator.settings.templatesHint')}</legend>
            <div className="mt-3 grid max-h-72 gap-1.5 overflow-y-auto pr-1">
              {FRAMEWORK_OPTIONS.map((option) => (
                <label
                  key={option.value}
                  className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm ring-1 transition-colors ring-inset ${
                    framework === option.value ? 'bg-zinc-900/[0.03] ring-zinc-900' : 'ring-zinc-200 hover:bg-zinc-50'
                  }`}
                >
                  <input
                    type="radio"
                    name="framework-template"
                    value={option.value}
                    checked={framework === option.value}
                    onChange={() => setFramework(option.value)}
                    className="size-4 accent-zinc-900"
                  />
                  <span className="flex-1 font-medium text-zinc-800">{option.label}</span>
                  {option.value === params.framework ? (
                    <span className="rounded-full bg-zinc-100 px-2 py-0.5 text-[11px] font-medium text-zinc-600">{t('generator.settings.current')}</span>
                  ) : null}
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <div className="mt-5 space-y-6">
            <div>
              <div className="flex items-center justify-between">
                <label htmlFor="max-tokens" className="text-sm font-medium text-zinc-800">
                  {t('generator.settings.maxTokens')}
                </label>
                <span className="font-mono text-sm text-zinc-600 tabular-nums">{maxTokens.toLocaleString()}</span>
              </div>
              <input
                id="max-tokens"
                data-testid="max-tokens"
                type="range"
                min={MAX_TOKENS_MIN}
                max={MAX_TOKENS_MAX}
                step={MAX_TOKENS_STEP}
                value={maxTokens}
                onChange={(event) => setMaxTokens(Number(event.target.value))}
                className="mt-2 w-full accent-zinc-900"
              />
              <p className="mt-1 text-xs text-zinc-500">{t('generator.settings.maxTokensHint')}</p>
            </div>
            <div>
              <div className="flex items-center justify-between">
                <label htmlFor="temperature" className="text-sm font-medium text-zinc-800">
                  {t('generator.settings.temperature')}
                </label>
                <span className="font-mono text-sm text-zinc-600 tabular-nums">
                  {temperature.toFixed(1)} · {t(`generator.settings.${temperatureHint(temperature)}`)}
                </span>
              </div>
              <input
                id="temperature"
                data-testid="temperature"
                type="range"
                min={0}
                max={2}
                step={TEMPERATURE_STEP}
                value={temperature}
                onChange={(event) => setTemperature(Math.round(Number(event.target.value) * 10) / 10)}
                className="mt-2 w-full accent-zinc-900"
              />
              <div className="mt-1 flex justify-between text-xs text-zinc-500">
                <span>{t('generator.settings.precise')}</span>
                <span>{t('generator.settings.balanced')}</span>
                <span>{t('generator.settings.creative')}</span>
              </div>
            </div>
          </div>
        )}

        <div className="mt-6 flex justify-end gap-2">
          <button type="button" className={buttonClass('secondary')} onClick={close}>
            {t('common.cancel')}
          </button>
          <button type="button" data-testid="settings-apply" className={buttonClass('primary')} disabled={!canApply} onClick={apply}>
            {t('generator.settings.apply')}
          </button>
        </div>
      </Modal>
      <ConfirmDialog
        open={confirming}
        title={t('generator.settings.replaceTitle')}
        message={t('generator.settings.replaceBody')}
        confirmLabel={t('generator.settings.replaceConfirm')}
        onConfirm={() => commit(true)}
        onCancel={() => setConfirming(false)}
        testId="replace-confirm"
        danger
      />
    </>
  );
}
