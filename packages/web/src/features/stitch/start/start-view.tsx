import type { DeviceType } from '@cui/shared';
import { LogIn } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetAtom } from 'jotai';
import { buttonClass } from '../../../components/button-styles';
import { configuredLinks, useOutsideLinks } from '../../../components/outside-links';
import { Link } from 'react-router';
import { loginModalAtom, useAuth } from '../../auth';
import { ShowcasePreview } from '../../showcase';
import { useDesignerSend } from '../hooks/use-designer';
import { EXAMPLE_PROMPTS, type ExamplePrompt, pickExample } from './example-prompts';
import { firstName, greetingKey } from './greeting';
import { PromptBox } from './prompt-box';
import { RecentProjects } from './recent-projects';

/** The footer's outside pages, each shown only where the operator configured it; the label key for each. */
const FOOTER_LINKS = ['terms', 'privacy', 'contact'] as const;
const FOOTER_LABELS = { terms: 'terms', privacy: 'privacy', contact: 'support' } as const;

/** The designer's start view (/stitch): greeting, prompt, examples and recent projects. */
export function StartView({ now = () => new Date() }: { now?: () => Date }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const openLogin = useSetAtom(loginModalAtom);
  const send = useDesignerSend();
  const [prompt, setPrompt] = useState('');
  const [device, setDevice] = useState<DeviceType>('mobile');
  const promptRef = useRef<HTMLTextAreaElement | null>(null);
  const canSubmit = auth.isSignedIn && prompt.trim().length > 0;
  const outside = configuredLinks(useOutsideLinks(), FOOTER_LINKS);

  const fill = (text: string) => {
    setPrompt(text);
    promptRef.current?.focus();
  };

  const exampleText = (key: ExamplePrompt) => t(`stitch.examples.${key}.prompt`);
  const surprise = () => fill(exampleText(pickExample(prompt, exampleText)));

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-10 px-4 py-10 sm:px-6" data-testid="designer-start">
      <header className="flex flex-col items-center gap-2 text-center">
        <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 sm:text-4xl" data-testid="designer-greeting">
          {t(`stitch.greeting.${greetingKey(now().getHours())}`, { name: firstName(auth.displayName) })}
        </h1>
        <p className="text-base text-zinc-500">{t('stitch.tagline')}</p>
      </header>

      <div className="mx-auto flex w-full max-w-2xl flex-col gap-3">
        <PromptBox ref={promptRef} value={prompt} onChange={setPrompt} onSurprise={surprise} device={device} onDevice={setDevice} canSubmit={canSubmit} onSubmit={() => void send(prompt, { fresh: device })} />
        {!auth.isSignedIn ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
            <span>{t('stitch.loginRequired')}</span>
            <button type="button" className={buttonClass('primary', 'sm')} onClick={() => openLogin('login')}>
              <LogIn aria-hidden="true" className="size-4" />
              {t('stitch.login')}
            </button>
          </div>
        ) : null}
        <ul className="flex flex-wrap justify-center gap-2" aria-label={t('stitch.examplesLabel')}>
          {EXAMPLE_PROMPTS.map((key) => (
            <li key={key}>
              <button
                type="button"
                onClick={() => fill(t(`stitch.examples.${key}.prompt`))}
                className="rounded-full bg-white px-3 py-1.5 text-xs font-medium text-zinc-700 shadow-xs ring-1 ring-zinc-200 hover:bg-zinc-50 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-zinc-900 focus-visible:outline-none"
              >
                {t(`stitch.examples.${key}.title`)}
              </button>
            </li>
          ))}
        </ul>
      </div>

      <RecentProjects
        signedIn={auth.isSignedIn}
        onCreate={() => {
          setPrompt('');
          promptRef.current?.focus();
        }}
      />

      <ShowcasePreview />

      <footer className="flex flex-wrap justify-center gap-x-6 gap-y-2 border-t border-zinc-200 pt-6 text-sm text-zinc-500">
        <Link to="/guide" className="hover:text-zinc-900">
          {t('guide.link')}
        </Link>
        <Link to="/showcase" className="hover:text-zinc-900">
          {t('showcase.link')}
        </Link>
        {outside.map(([key, href]) => (
          <a key={key} href={href} target="_blank" rel="noreferrer" className="hover:text-zinc-900">
            {t(`stitch.footer.${FOOTER_LABELS[key]}`)}
          </a>
        ))}
      </footer>
    </div>
  );
}
