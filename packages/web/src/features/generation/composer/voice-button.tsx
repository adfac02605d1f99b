import { useAtom, useAtomValue } from 'jotai';
import { Mic, MicOff } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/icon-button';
import { toast } from '../../../lib/toast';
import { workingAtom } from '../../page';
import { promptAtom } from '../generation-atoms';
import { speechLang, useSpeech } from './use-speech';

/** Dictation into the prompt; hidden where the browser has no speech recognition. */
export function VoiceButton() {
  const { t, i18n } = useTranslation();
  const [prompt, setPrompt] = useAtom(promptAtom);
  const working = useAtomValue(workingAtom);
  const onError = useCallback((error: string) => toast.error(t('generator.voice.error', { error })), [t]);
  const { supported, listening, start, stop } = useSpeech({
    lang: speechLang(i18n.resolvedLanguage),
    onText: setPrompt,
    onError,
  });
  if (!supported) return null;

  return (
    <IconButton
      label={listening ? t('generator.voice.stop') : t('generator.voice.start')}
      active={listening}
      aria-pressed={listening}
      disabled={working !== null}
      onClick={() => (listening ? stop() : start(prompt))}
      data-testid="voice-button"
      className={listening ? 'bg-red-500 hover:bg-red-600' : ''}
    >
      {listening ? <MicOff aria-hidden="true" className="size-4" /> : <Mic aria-hidden="true" className="size-4" />}
    </IconButton>
  );
}
