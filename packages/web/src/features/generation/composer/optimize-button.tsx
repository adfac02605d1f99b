import { useAtom, useAtomValue } from 'jotai';
import { Wand2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/icon-button';
import { Spinner } from '../../../components/spinner';
import { requestLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { tokenAtom } from '../../auth';
import { workingAtom } from '../../page';
import { generationApi } from '../generation-api';
import { promptAtom } from '../generation-atoms';

/** Rewrites the prompt into a fuller brief; disabled when the prompt is empty or while the AI works. */
export function OptimizeButton() {
  const { t, i18n } = useTranslation();
  const [prompt, setPrompt] = useAtom(promptAtom);
  const working = useAtomValue(workingAtom);
  const token = useAtomValue(tokenAtom);
  const [busy, setBusy] = useState(false);

  const optimize = async () => {
    setBusy(true);
    try {
      const optimized = await generationApi.optimizePrompt({ prompt: prompt.trim(), language: requestLanguage(i18n.resolvedLanguage) }, token);
      if (optimized.trim()) setPrompt(optimized.trim());
    } catch (error) {
      console.error('Optimize prompt failed', error);
      toast.error(t('generator.errors.optimizePromptFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <IconButton
      label={t('generator.optimize.label')}
      disabled={!prompt.trim() || working !== null || busy}
      onClick={() => void optimize()}
      data-testid="optimize-button"
    >
      {busy ? <Spinner /> : <Wand2 aria-hidden="true" className="size-4" />}
    </IconButton>
  );
}
