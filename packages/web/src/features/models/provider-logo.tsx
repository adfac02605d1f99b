import type { Provider } from './options';

/** Simple marks for the AI providers: brand-coloured monograms, no third-party image assets. */
const MARKS: Record<Provider, { bg: string; fg: string; text: string; name: string }> = {
  cui: { bg: '#18181b', fg: '#fff', text: 'C', name: 'CUI' },
  openai: { bg: '#10a37f', fg: '#fff', text: 'AI', name: 'OpenAI' },
  google: { bg: '#e8f0fe', fg: '#1a73e8', text: 'G', name: 'Gemini' },
  anthropic: { bg: '#f4e9e1', fg: '#c15f3c', text: 'A', name: 'Anthropic' },
  xai: { bg: '#000', fg: '#fff', text: 'x', name: 'xAI' },
  deepseek: { bg: '#e7ecff', fg: '#4d6bfe', text: 'DS', name: 'DeepSeek' },
  openrouter: { bg: '#eef2ff', fg: '#4f46e5', text: 'OR', name: 'OpenRouter' },
  ollama: { bg: '#f4f4f5', fg: '#18181b', text: 'OL', name: 'Ollama' },
  server: { bg: '#e4e4e7', fg: '#3f3f46', text: 'S', name: 'Server' },
};

export const PROVIDERS = Object.keys(MARKS) as Provider[];

export function providerName(provider: Provider): string {
  return MARKS[provider].name;
}

export function ProviderLogo({ provider, size = 20 }: { provider: Provider; size?: number }) {
  const mark = MARKS[provider];
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className="shrink-0">
      <rect width="24" height="24" rx="6" fill={mark.bg} />
      {provider === 'cui' ? (
        <path d="M16.1 8.2a5.2 5.2 0 1 0 0 7.6" fill="none" stroke={mark.fg} strokeWidth="2.6" strokeLinecap="round" />
      ) : (
        <text
          x="12"
          y="12.5"
          textAnchor="middle"
          dominantBaseline="middle"
          fontFamily="ui-sans-serif, system-ui, sans-serif"
          fontWeight="700"
          fontSize={mark.text.length > 1 ? 9 : 12}
          fill={mark.fg}
        >
          {mark.text}
        </text>
      )}
    </svg>
  );
}
