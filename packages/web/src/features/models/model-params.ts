import { DEFAULT_FRAMEWORK, DEFAULT_MAX_TOKENS, type Framework } from '@cui/shared';
import { browserAtom } from '../../lib/storage';

export interface ModelParams {
  /** The chosen model's id; empty until the user chooses one: the server's default is used. */
  model: string;
  max_tokens: number;
  temperature: number;
  framework: Framework;
  /** A server starter template chosen for the next ask. */
  templateId: string | null;
}
export const DEFAULT_MODEL_PARAMS: ModelParams = {
  model: '',
  max_tokens: DEFAULT_MAX_TOKENS,
  temperature: 0,
  framework: DEFAULT_FRAMEWORK,
  templateId: null,
};
/** Per browser, shared by the generator and the designer. */
export const modelParamsAtom = browserAtom<ModelParams>('cui.generator.modelParams', DEFAULT_MODEL_PARAMS);
