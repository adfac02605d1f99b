import { screen, waitFor, within } from '@testing-library/react';
import { ModelPicker } from '../../src/features/models/model-picker';
import { modelParamsAtom } from '../../src/features/models/model-params';
import { json, requestsTo, route } from '../support/fake-fetch';
import { renderWithApp } from '../support/render';

const model = (value: string, label: string, provider: string, providerLabel: string, extra: object = {}) => ({
  value,
  label,
  provider,
  providerLabel,
  supportsImage: false,
  available: true,
  cost: 1,
  default: false,
  aliases: [],
  ...extra,
});

const CATALOGUE = [
  model('cui-core', 'CUI Core (offline)', 'builtin', 'CUI'),
  model('gpt-5-5', 'GPT-5.5', 'openai', 'OpenAI', { supportsImage: true, aliases: ['gpt-4-1'], default: true }),
  model('claude-opus-4-8', 'Claude Opus 4.8', 'anthropic', 'Anthropic', { cost: 3, available: false, reason: 'The model Claude Opus 4.8 is not available on this server. Set ANTHROPIC_API_KEY to enable it.' }),
  model('ollama/qwen3:8b', 'qwen3:8b', 'ollama', 'Ollama', { parameterSize: '8.2B' }),
];

describe('model picker', () => {
  it('groups models by provider, shows size, cost and why a model cannot be used, and starts on the server’s default', async () => {
    route({ 'GET /api/models': () => json(CATALOGUE) });
    const { user, store } = renderWithApp(<ModelPicker disabled={false} />);
    // Never chosen: the server's default is the model.
    await waitFor(() => expect(screen.getByTestId('model-picker')).toHaveTextContent('GPT-5.5'));
    await user.click(screen.getByTestId('model-picker'));
    const groups = await screen.findAllByTestId('model-group');
    // What can be used first; a provider with no key set below, saying what to set.
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['CUI', 'OpenAI', 'Ollama', 'Anthropic']);
    expect(within(groups[3]).getByTestId('model-cost')).toHaveTextContent('3 credits');
    expect(within(groups[3]).getByText(/Set ANTHROPIC_API_KEY/)).toBeInTheDocument();
    expect(within(groups[2]).getByText('8.2B')).toBeInTheDocument();
    expect(screen.getByTestId('model-option-gpt-5-5')).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByTestId('model-option-ollama/qwen3:8b'));
    expect(store.get(modelParamsAtom).model).toBe('ollama/qwen3:8b');
  });

  it('shows a saved id of an earlier catalogue as the model it now means', async () => {
    route({ 'GET /api/models': () => json(CATALOGUE) });
    const { user, store } = renderWithApp(<ModelPicker disabled={false} />);
    store.set(modelParamsAtom, (p) => ({ ...p, model: 'gpt-4-1' }));
    await waitFor(() => expect(screen.getByTestId('model-picker')).toHaveTextContent('GPT-5.5'));
    await user.click(screen.getByTestId('model-picker'));
    expect(await screen.findByTestId('model-option-gpt-5-5')).toHaveAttribute('aria-selected', 'true');
  });

  it('searches a long list, and lists a local server’s models again on demand', async () => {
    const many = [...CATALOGUE, ...Array.from({ length: 8 }, (_, i) => model(`ollama/m${i}`, `local-${i}`, 'ollama', 'Ollama'))];
    let listed = 0;
    route({
      'GET /api/models': (r) => {
        if (r.query.includes('refresh=true')) listed++;
        return json(listed ? [...many, model('ollama/new', 'new-one', 'ollama', 'Ollama')] : many);
      },
    });
    const { user } = renderWithApp(<ModelPicker disabled={false} />);
    await user.click(screen.getByTestId('model-picker'));
    await user.type(await screen.findByTestId('model-search'), 'opus');
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('data-testid'))).toEqual(['model-option-claude-opus-4-8']);
    await user.clear(screen.getByTestId('model-search'));
    await user.type(screen.getByTestId('model-search'), 'nothing like it');
    expect(screen.getByText('No model matches.')).toBeInTheDocument();
    await user.clear(screen.getByTestId('model-search'));

    await user.click(screen.getByTestId('model-refresh'));
    expect(await screen.findByTestId('model-option-ollama/new')).toBeInTheDocument();
    expect(requestsTo('GET /api/models').some((r) => r.query.includes('refresh=true'))).toBe(true);
  });
});
