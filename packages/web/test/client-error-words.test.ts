import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

// Errors the SPA raises itself (a network failure, an answer that breaks the contract, a stream that
// ended with no page) are shown to the user, so they are reason codes worded in the language files,
// never English written in a module. An Error whose message nobody sees is listed here with the
// words its catcher shows instead.
const SRC = resolve(__dirname, '../src');

const UNSEEN: Record<string, string> = {
  // Thrown before React renders anything.
  'boot.tsx': 'Missing #root element',
  // The composer shows generator.attach.readFailed.
  'features/generation/composer/attach-menu.tsx': 'Could not read the file',
  // Every caller shows its own copy-failed text.
  'lib/files.ts': 'Copy failed',
  // use-checkout shows checkout.scriptBlocked.
  'features/billing/paddle-client.ts': 'Paddle.js could not be loaded',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** English in a string or template literal: a word followed by more text. */
const ENGLISH = /(['"`])[^'"`]*[A-Za-z]{2,}\s+[^\s'"`][^'"`]*\1/;

/** `new SomethingError(…)` / `super(…)` inside an Error class, and the protocol's network words. */
function errorWords(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/new\s+(\w*Error)\s*\(([^;]*?)\)\s*[;)}\n]/g)) {
    const literal = ENGLISH.exec(match[2]);
    if (literal) found.push(`${match[1]}: ${literal[0]}`);
  }
  if (/class\s+\w+\s+extends\s+\w*Error\b/.test(code)) {
    for (const match of code.matchAll(/super\(([^;]*?)\);/g)) {
      const literal = ENGLISH.exec(match[1]);
      if (literal) found.push(`super: ${literal[0]}`);
    }
  }
  for (const match of code.matchAll(/(?:networkError:|const\s+\w*ERROR\w*\s*=)\s*(['"`][^'"`]*['"`])/g)) {
    if (ENGLISH.test(match[1])) found.push(`error words: ${match[1]}`);
  }
  return found;
}

describe('errors the SPA raises itself', () => {
  it('carry a reason code, not English words', () => {
    const offending: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const name = relative(SRC, file).split('\\').join('/');
      for (const words of errorWords(readFileSync(file, 'utf8'))) {
        if (UNSEEN[name] && words.includes(UNSEEN[name])) continue;
        offending.push(`${name} — ${words}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('finds English in the forms it looks for', () => {
    expect(errorWords("throw new ApiError(200, 'Invalid project response');")).toHaveLength(1);
    expect(errorWords('throw new ApiError(200, `Invalid ${what} response`);')).toHaveLength(1);
    expect(errorWords("class X extends Error {\n  constructor() {\n    super('Something broke');\n  }\n}")).toHaveLength(1);
    expect(errorWords("networkError: 'Error contacting Ask AI',")).toHaveLength(1);
    expect(errorWords("const NETWORK_ERROR = 'Error contacting Ask AI';")).toHaveLength(1);
    expect(errorWords("throw clientError(200, 'invalid_response');")).toEqual([]);
  });
});
