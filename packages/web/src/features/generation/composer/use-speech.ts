import { useCallback, useEffect, useRef, useState } from 'react';

// The Web Speech API is not in TypeScript's DOM lib yet; this is the part we use.
interface SpeechResultList {
  length: number;
  [index: number]: { isFinal: boolean; 0: { transcript: string } };
}
interface SpeechRecognitionLike {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: { resultIndex: number; results: SpeechResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionCtor = new () => SpeechRecognitionLike;

function recognitionCtor(): RecognitionCtor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Maps the UI language to a recognition locale; anything unknown is en-US. */
export function speechLang(uiLanguage: string | undefined): string {
  if (uiLanguage?.startsWith('zh')) return 'zh-CN';
  if (uiLanguage?.startsWith('hi')) return 'hi-IN';
  return 'en-US';
}

interface Options {
  lang: string;
  /** Text before listening started plus everything heard so far (final and interim). */
  onText: (text: string) => void;
  onError: (error: string) => void;
}

/** Continuous dictation with interim results, so the prompt fills in as the user speaks. */
export function useSpeech({ lang, onText, onError }: Options) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const handlers = useRef({ onText, onError });
  const supported = recognitionCtor() !== null;

  useEffect(() => {
    handlers.current = { onText, onError };
  }, [onText, onError]);

  useEffect(() => () => recognition.current?.abort(), []);

  const stop = useCallback(() => {
    recognition.current?.stop();
  }, []);

  const start = useCallback(
    (baseText: string) => {
      const Ctor = recognitionCtor();
      if (!Ctor) return;
      const rec = new Ctor();
      rec.continuous = true;
      rec.interimResults = true;
      rec.lang = lang;
      const prefix = baseText && !/\s$/.test(baseText) ? `${baseText} ` : baseText;
      rec.onresult = (event) => {
        let heard = '';
        for (let i = 0; i < event.results.length; i++) heard += event.results[i][0].transcript;
        handlers.current.onText(prefix + heard.trimStart());
      };
      rec.onerror = (event) => {
        // 'aborted' follows our own stop and 'no-speech' is silence: neither is worth a toast.
        if (event.error !== 'aborted' && event.error !== 'no-speech') handlers.current.onError(event.error);
      };
      rec.onend = () => {
        setListening(false);
        recognition.current = null;
      };
      recognition.current = rec;
      try {
        rec.start();
        setListening(true);
      } catch (error) {
        handlers.current.onError(error instanceof Error ? error.message : String(error));
      }
    },
    [lang],
  );

  return { supported, listening, start, stop };
}
