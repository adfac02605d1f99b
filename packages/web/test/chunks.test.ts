import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { chunkFor, SHARED_CHUNK_GROUPS, sharedChunk } from '../build/chunks';

const SHARED_SRC = resolve(__dirname, '../../shared/src');
const BOOT = resolve(__dirname, '../src/boot.tsx');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

/** The shared files a file imports (relative imports, resolved to files), type-only imports left out. */
function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s+'(\.[^']+)'/gm)].map((m) => m[1]);
  return specifiers.map((spec) => {
    const base = resolve(dirname(file), spec);
    const candidates = [`${base}.ts`, join(base, 'index.ts')];
    const found = candidates.find((c) => sourceFiles(SHARED_SRC).includes(c));
    if (!found) throw new Error(`${relative(SHARED_SRC, file)} imports ${spec}, which is no shared file`);
    return found;
  });
}

const rank = (file: string) => SHARED_CHUNK_GROUPS.findIndex((group) => group.chunk === sharedChunk(file));

describe('library chunks', () => {
  const lib = (path: string) => `/work/node_modules/.pnpm/pkg@1.0.0_react@19/node_modules/${path}`;

  it('names a library by the folder under node_modules, not by a sub-folder of another package', () => {
    expect(chunkFor(lib('react/index.js'))).toBe('react');
    expect(chunkFor(lib('react-dom/client.js'))).toBe('react');
    expect(chunkFor(lib('jotai/dist/react/use-atom-value.js'))).toBe('state');
    expect(chunkFor(lib('@tanstack/react-query/build/modern/index.js'))).toBe('state');
    expect(chunkFor(lib('i18next/dist/esm/i18next.js'))).toBe('i18n');
    expect(chunkFor(lib('lucide-react/dist/esm/icons/x.js'))).toBe('vendor');
    expect(chunkFor(lib('some-lib/dist/entities/index.js'))).toBe('vendor');
    expect(chunkFor(lib('monaco-editor/esm/vs/editor/editor.api.js'))).toBe('monaco');
  });

  it('leaves the app’s own modules and stylesheets to the bundler', () => {
    expect(chunkFor('/work/packages/web/src/app/app.tsx')).toBeUndefined();
    expect(chunkFor(lib('react-toastify/dist/ReactToastify.css'))).toBeUndefined();
  });
});

describe('the shared package evaluated in steps', () => {
  const files = sourceFiles(SHARED_SRC);

  it('puts every shared file in a group', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((file) => rank(file) < 0).map((file) => relative(SHARED_SRC, file))).toEqual([]);
  });

  it('lets a group import only its own or earlier groups (or importing it would evaluate a later one)', () => {
    const offending = files.flatMap((file) =>
      localImports(file)
        .filter((imported) => rank(imported) > rank(file))
        .map((imported) => `${relative(SHARED_SRC, file)} (${sharedChunk(file)}) imports ${relative(SHARED_SRC, imported)} (${sharedChunk(imported)})`),
    );
    expect(offending).toEqual([]);
  });

  it('has the start-up import one file of each group, in the groups’ order, the package index last', () => {
    const steps = [...readFileSync(BOOT, 'utf8').matchAll(/import\('@cui\/shared(?:\/([^']+))?'\)/g)].map((m) => m[1] ?? 'index');
    const groups = steps.map((step) => {
      const file = [join(SHARED_SRC, `${step}.ts`), join(SHARED_SRC, step, 'index.ts')].find((c) => files.includes(c));
      if (!file) throw new Error(`boot.tsx imports @cui/shared/${step}, which is no shared file`);
      return sharedChunk(file);
    });
    expect(groups).toEqual(SHARED_CHUNK_GROUPS.map((group) => group.chunk));
    expect(steps.at(-1)).toBe('index');
  });

  it('keeps the libraries the tokenizer and the stream parser need with them, out of chunks that load React', () => {
    for (const lib of ['htmlparser2/dist/esm/Tokenizer.js', 'entities/dist/esm/decode.js', 'eventsource-parser/dist/index.js']) {
      expect(sharedChunk(`/work/node_modules/.pnpm/x@1.0.0/node_modules/${lib}`)).toBe('shared-text');
    }
    expect(sharedChunk('/work/node_modules/.pnpm/react@19/node_modules/react/index.js')).toBeUndefined();
  });
});
