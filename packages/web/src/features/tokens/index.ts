export { AccessTokens } from './access-tokens';
