/**
 * @jest-environment jsdom
 */
// jsdom only for the per-tab storage the page atoms persist to; the reducer itself needs no DOM and no React.
import { DEFAULT_STARTER_PAGE } from '@cui/shared';
import { createStore } from 'jotai';
import { generationAtom, imageFileAtom, promptAtom, runAtom } from '../src/features/generation/generation-atoms';
import { type GenerationEvent, generationReducer, type GenerationState, SECTION_PEEK_LINES } from '../src/features/generation/generation-reducer';
import type { StreamOutcome } from '../src/features/generation/stream-client';
import type { StreamSnapshot } from '../src/features/generation/stream-snapshot';
import { DEFAULT_MODEL_PARAMS, modelParamsAtom } from '../src/features/models/model-params';
import { htmlAtom, streamCodeAtom, versionsAtom, workingAtom } from '../src/features/page/page-atoms';
import { appendVersion, EMPTY_VERSIONS } from '../src/features/page/versions';

const IDLE: GenerationState = {
  run: null,
  working: null,
  streamCode: '',
  streamHtml: '',
  sectionPeek: '',
  html: '',
  pageFramework: null,
  versions: EMPTY_VERSIONS,
  previousPrompt: '',
  hasAsked: false,
  view: 'code',
  prompt: 'A bakery',
  isImageMode: true,
  imageFile: { name: 'cake.png', dataUrl: 'data:image/png;base64,AA==' },
  templateId: 'starter-1',
  result: null,
};

const PAGE = '<!DOCTYPE html><html><head><title>Bakery</title></head><body><section id="hero"><h1>Cakes</h1></section></body></html>';
const pageRun = (over: Partial<StreamSnapshot> = {}): StreamSnapshot => ({
  id: null,
  lastEventId: null,
  text: '',
  kind: 'page',
  prompt: 'A bakery',
  framework: 'htmlTailwind',
  startedAt: 1,
  ...over,
});
const sectionRun = (over: Partial<StreamSnapshot> = {}): StreamSnapshot => ({ ...pageRun(), kind: 'section', prompt: 'Make it pink', sectionId: 'hero', framework: undefined, ...over });
const outcome = (over: Partial<StreamOutcome> = {}): StreamOutcome => ({ html: '', balance: null, text: '', id: 'g1', ...over });
const apply = (state: GenerationState, ...events: GenerationEvent[]) => events.reduce(generationReducer, state);

/** A page the user has: generated once, the composer emptied. */
const opened = apply(IDLE, { type: 'send', run: pageRun() }, { type: 'done', outcome: outcome({ html: PAGE }) });

describe('generation run: starting', () => {
  it('send of a page marks the page busy and clears what showed the last stream', () => {
    const stale = { ...IDLE, streamCode: 'old', streamHtml: '<p>old</p>', sectionPeek: 'peek' };
    const next = generationReducer(stale, { type: 'send', run: pageRun() });
    expect(next).toMatchObject({ working: 'page', run: pageRun(), streamCode: '', streamHtml: '', sectionPeek: 'peek', result: null });
    expect(next.html).toBe(stale.html);
  });

  it('send of a section edit marks it busy and clears only the section peek', () => {
    const stale = { ...opened, streamCode: 'code', sectionPeek: 'old peek' };
    const next = generationReducer(stale, { type: 'send', run: sectionRun() });
    expect(next).toMatchObject({ working: 'section', run: sectionRun(), sectionPeek: '', streamCode: 'code', html: PAGE });
  });

  it('meta names the generation and keeps the text', () => {
    const running = apply(IDLE, { type: 'send', run: pageRun({ text: 'so far' }) });
    const next = generationReducer(running, { type: 'meta', id: 'g1', lastEventId: '0' });
    expect(next.run).toEqual(pageRun({ id: 'g1', lastEventId: '0', text: 'so far' }));
  });

  it('chunks append their text and move the cursor; the shown code waits for flush', () => {
    const next = apply(
      IDLE,
      { type: 'send', run: pageRun() },
      { type: 'meta', id: 'g1', lastEventId: '0' },
      { type: 'chunk', id: 'g1', lastEventId: '1', text: '<!DOCTYPE html><html><head>' },
      { type: 'chunk', id: 'g1', lastEventId: '2', text: '<title>Bakery</title></head>' },
    );
    expect(next.run).toMatchObject({ id: 'g1', lastEventId: '2', text: '<!DOCTYPE html><html><head><title>Bakery</title></head>' });
    expect(next.streamCode).toBe('');
  });

  it('meta, chunk, flush and done after the run ended change nothing', () => {
    for (const event of [
      { type: 'meta', id: 'g1', lastEventId: '1' },
      { type: 'chunk', id: 'g1', lastEventId: '1', text: 'x' },
      { type: 'flush' },
      { type: 'done', outcome: outcome({ html: PAGE }) },
    ] satisfies GenerationEvent[]) {
      expect(generationReducer(opened, event)).toEqual({ ...opened, result: null });
    }
  });
});

describe('generation run: what the stream shows (flush)', () => {
  it('a page still in its <head> shows its code but keeps the preview as it was', () => {
    const running = apply(
      { ...IDLE, streamHtml: '' },
      { type: 'send', run: pageRun() },
      { type: 'chunk', id: 'g1', lastEventId: '1', text: '<!DOCTYPE html><html><head><title>Bakery</title>' },
      { type: 'flush' },
    );
    expect(running.streamCode).toContain('<title>Bakery</title>');
    expect(running.streamHtml).toBe('');
  });

  it('a page with body content shows it in the preview', () => {
    const running = apply(
      IDLE,
      { type: 'send', run: pageRun() },
      { type: 'chunk', id: 'g1', lastEventId: '1', text: '<!DOCTYPE html><html><head></head><body><h1>Pink bakery</h1>' },
      { type: 'flush' },
    );
    expect(running.streamHtml).toContain('Pink bakery');
  });

  it('a follow-up keeps the open page until the streamed one has more to paint, then follows the stream', () => {
    // The open page paints 5 things: <section>, <h1>, "Cakes", <p>, "Daily bread".
    const open = { ...opened, html: '<!DOCTYPE html><html><head></head><body><section id="hero"><h1>Cakes</h1><p>Daily bread</p></section></body></html>' };
    const flushed = (...texts: string[]) =>
      apply(open, { type: 'send', run: pageRun({ prompt: 'make the hero dark' }) }, ...texts.flatMap((text, i): GenerationEvent[] => [{ type: 'chunk', id: 'g2', lastEventId: String(i), text }, { type: 'flush' }]));

    const head = '<!DOCTYPE html><html><head><style>.dark{}</style></head><body>';
    const started = flushed(head, '<section id="hero" class="dark"><h1>Cakes</h1>');
    expect(started.streamCode).toContain('class="dark"');
    expect(started.streamHtml).toBe('');
    const level = flushed(head, '<section id="hero" class="dark"><h1>Cakes</h1><p>Daily bread</p>');
    expect(level.streamHtml).toBe('');

    const ahead = flushed(head, '<section id="hero" class="dark"><h1>Cakes</h1><p>Daily bread</p>', '<footer>Open');
    expect(ahead.streamHtml).toContain('<footer>Open');
    // Once ahead, every flush shows the stream as it grows, though its amount stays the same.
    const growing = generationReducer(generationReducer(ahead, { type: 'chunk', id: 'g2', lastEventId: '9', text: ' daily 7-22' }), { type: 'flush' });
    expect(growing.streamHtml).toContain('Open daily 7-22');
    expect(growing.html).toBe(open.html);
  });

  it('a first page over the starter page shows as soon as its body paints anything', () => {
    const running = apply(
      { ...IDLE, html: DEFAULT_STARTER_PAGE },
      { type: 'send', run: pageRun() },
      { type: 'chunk', id: 'g1', lastEventId: '1', text: '<!DOCTYPE html><html><head></head><body><h1>Pink' },
      { type: 'flush' },
    );
    expect(running.streamHtml).toContain('Pink');
  });

  it('a section shows the last lines of its fragment in the peek', () => {
    const lines = Array.from({ length: SECTION_PEEK_LINES + 4 }, (_, i) => `<p>line ${i}</p>`).join('\n');
    const running = apply(opened, { type: 'send', run: sectionRun() }, { type: 'chunk', id: 's1', lastEventId: '1', text: lines }, { type: 'flush' });
    expect(running.sectionPeek.split('\n')).toHaveLength(SECTION_PEEK_LINES);
    expect(running.sectionPeek).toContain(`line ${SECTION_PEEK_LINES + 3}`);
    expect(running.streamCode).toBe('');
  });
});

describe('generation run: done', () => {
  it('a first page becomes the open page, version V1, and empties the composer and the template', () => {
    const next = apply(
      { ...IDLE, streamCode: 'x' },
      { type: 'send', run: pageRun() },
      { type: 'chunk', id: 'g1', lastEventId: '1', text: 'ignored when done carries html' },
      { type: 'flush' },
      { type: 'done', outcome: outcome({ html: PAGE, message: 'No images were available.' }) },
    );
    expect(next).toMatchObject({
      run: null,
      working: null,
      streamCode: '',
      streamHtml: '',
      sectionPeek: '',
      html: PAGE,
      pageFramework: 'htmlTailwind',
      previousPrompt: 'A bakery',
      prompt: '',
      hasAsked: true,
      isImageMode: false,
      imageFile: null,
      view: 'preview',
      templateId: null,
      result: { type: 'page', html: PAGE, prompt: 'A bakery', message: 'No images were available.' },
    });
    expect(next.versions.list.map((v) => [v.label, v.content, v.prompt])).toEqual([['V1', PAGE, 'A bakery']]);
  });

  it('a follow-up replaces the open page, adds V2 and remembers its prompt as the previous one', () => {
    const followUp = PAGE.replace('Cakes', 'Pink cakes');
    const next = apply(
      { ...opened, prompt: 'Make it pink' },
      { type: 'send', run: pageRun({ prompt: 'Make it pink', framework: 'bootstrap' }) },
      { type: 'done', outcome: outcome({ html: followUp }) },
    );
    expect(next.html).toBe(followUp);
    expect(next.pageFramework).toBe('bootstrap');
    expect(next.previousPrompt).toBe('Make it pink');
    expect(next.versions.list.map((v) => v.label)).toEqual(['V1', 'V2']);
    expect(next.versions.current).toBe(1);
  });

  it('a page without html in done is read from the streamed text', () => {
    const next = apply(IDLE, { type: 'send', run: pageRun() }, { type: 'done', outcome: outcome({ text: '```html\n' + PAGE + '\n```' }) });
    expect(next.html).toBe(PAGE);
  });

  it('a page with no HTML at all keeps everything and says so', () => {
    const next = apply(opened, { type: 'send', run: pageRun({ prompt: 'again' }) }, { type: 'done', outcome: outcome({ text: 'Sorry, I cannot.' }) });
    expect(next).toEqual({ ...opened, result: { type: 'noHtml' } });
  });

  it('a section replaces its element in the open page and adds a version', () => {
    const fragment = '<section id="hero"><h1>Pink cakes</h1></section>';
    const next = apply(opened, { type: 'send', run: sectionRun() }, { type: 'done', outcome: outcome({ html: fragment }) });
    const html = PAGE.replace('<section id="hero"><h1>Cakes</h1></section>', fragment);
    expect(next).toMatchObject({ working: null, run: null, html, prompt: opened.prompt, result: { type: 'section', html, prompt: 'Make it pink' } });
    expect(next.versions.list.map((v) => [v.label, v.prompt])).toEqual([
      ['V1', 'A bakery'],
      ['V2', 'Make it pink'],
    ]);
  });

  it('an edit the model labels is versioned with what it did, and its note is passed on', () => {
    const fragment = '<section id="hero"><h1>Pink cakes</h1></section>';
    const next = apply(opened, { type: 'send', run: sectionRun() }, { type: 'done', outcome: outcome({ html: fragment, label: 'Headline set to “Pink cakes”', message: 'Could not make it sparkle.' }) });
    expect(next.versions.list.map((v) => v.prompt)).toEqual(['A bakery', 'Headline set to “Pink cakes”']);
    expect(next.result).toMatchObject({ type: 'section', message: 'Could not make it sparkle.' });
  });

  it('a section with nothing returned, or whose element is gone, keeps the page', () => {
    const empty = apply(opened, { type: 'send', run: sectionRun() }, { type: 'done', outcome: outcome({ text: '   ' }) });
    expect(empty).toEqual({ ...opened, result: { type: 'noSectionHtml' } });
    const gone = apply(opened, { type: 'send', run: sectionRun({ sectionId: 'pricing' }) }, { type: 'done', outcome: outcome({ html: '<section id="pricing"></section>' }) });
    expect(gone).toEqual({ ...opened, result: { type: 'sectionNotFound' } });
  });
});

describe('generation run: error, stop, leaving', () => {
  it('an error ends the run and keeps the open page, its versions and the composer', () => {
    const composing = { ...opened, prompt: 'Make it pink' };
    const next = apply(
      composing,
      { type: 'send', run: pageRun({ prompt: 'Make it pink' }) },
      { type: 'chunk', id: 'g2', lastEventId: '1', text: '<!DOCTYPE html><html><body><h1>half' },
      { type: 'flush' },
      { type: 'error' },
    );
    expect(next).toEqual({ ...composing, result: { type: 'failed' } });
  });

  it('a stopped page leaves the starter page and empties the composer', () => {
    const next = apply(opened, { type: 'send', run: pageRun({ prompt: 'again', id: 'g2' }) }, { type: 'cancel' });
    expect(next).toEqual({ ...opened, html: DEFAULT_STARTER_PAGE, prompt: '', imageFile: null, result: { type: 'stopped', kind: 'page' } });
  });

  it('a stopped section edit keeps the page it was editing', () => {
    const next = apply({ ...opened, prompt: 'x' }, { type: 'send', run: sectionRun() }, { type: 'cancel' });
    expect(next).toEqual({ ...opened, prompt: '', imageFile: null, result: { type: 'stopped', kind: 'section' } });
  });

  it('cancel with nothing running changes nothing', () => {
    expect(generationReducer(opened, { type: 'cancel' })).toEqual({ ...opened, result: null });
  });

  it('detach lets go of the run but leaves what it showed and the page', () => {
    const running = apply(opened, { type: 'send', run: pageRun() }, { type: 'chunk', id: 'g2', lastEventId: '1', text: '<!DOCTYPE html><html>' }, { type: 'flush' });
    const next = generationReducer(running, { type: 'detach' });
    expect(next).toEqual({ ...running, run: null, working: null, result: null });
  });

  it('clear lets go of the run and empties the composer; the page is left to its own feature', () => {
    const running = apply({ ...opened, prompt: 'x' }, { type: 'send', run: pageRun({ prompt: 'again' }) }, { type: 'chunk', id: 'g2', lastEventId: '1', text: '<!DOCTYPE html><html><body><h1>New' }, { type: 'flush' });
    const next = generationReducer({ ...running, imageFile: IDLE.imageFile, isImageMode: true }, { type: 'clear' });
    expect(next).toEqual({ ...opened, prompt: '', isImageMode: false, imageFile: null, result: null });
  });

  it('a resume after a reload continues from the saved text and finishes like a send', () => {
    const saved = pageRun({ id: 'g1', lastEventId: '4', text: '<!DOCTYPE html><html><head><title>Bakery</title></head>' });
    const resumed = generationReducer(IDLE, { type: 'resume', run: saved });
    expect(resumed).toMatchObject({ working: 'page', run: saved });
    const streaming = apply(
      resumed,
      { type: 'meta', id: 'g1', lastEventId: '4' },
      { type: 'chunk', id: 'g1', lastEventId: '5', text: '<body><section id="hero"><h1>Cakes</h1></section></body></html>' },
    );
    expect(streaming.run).toMatchObject({ id: 'g1', lastEventId: '5', text: PAGE });
    const next = apply(
      streaming,
      // The stream client's text, like the run's, starts from the saved text.
      { type: 'done', outcome: outcome({ text: PAGE }) },
    );
    expect(next.run).toBeNull();
    expect(next.html).toBe(PAGE);
    expect(next.result).toEqual({ type: 'page', html: PAGE, prompt: 'A bakery' });
  });

  it('a resumed section edit keeps its kind', () => {
    expect(generationReducer(opened, { type: 'resume', run: sectionRun({ id: 's1' }) }).working).toBe('section');
  });
});

describe('generationAtom: the reducer over the page atoms', () => {
  it('a dispatched event writes the atoms it changed and returns the new state', () => {
    const store = createStore();
    store.set(htmlAtom, PAGE);
    store.set(versionsAtom, appendVersion(EMPTY_VERSIONS, PAGE, 'A bakery'));
    store.set(promptAtom, 'Make it pink');
    store.set(modelParamsAtom, { ...DEFAULT_MODEL_PARAMS, templateId: 'starter-1' });

    store.set(generationAtom, { type: 'send', run: pageRun({ prompt: 'Make it pink' }) });
    expect(store.get(workingAtom)).toBe('page');
    expect(store.get(runAtom)?.prompt).toBe('Make it pink');
    store.set(generationAtom, { type: 'chunk', id: 'g2', lastEventId: '1', text: '<!DOCTYPE html><html><head><title>Pink' });
    store.set(generationAtom, { type: 'flush' });
    expect(store.get(streamCodeAtom)).toContain('<title>Pink');

    const done = store.set(generationAtom, { type: 'done', outcome: outcome({ html: PAGE.replace('Cakes', 'Pink') }) });
    expect(done.result).toMatchObject({ type: 'page', prompt: 'Make it pink' });
    expect(store.get(htmlAtom)).toContain('Pink');
    expect(store.get(versionsAtom).list).toHaveLength(2);
    expect(store.get(promptAtom)).toBe('');
    expect(store.get(imageFileAtom)).toBeNull();
    expect(store.get(modelParamsAtom)).toEqual(DEFAULT_MODEL_PARAMS);
    expect(store.get(workingAtom)).toBeNull();
    expect(store.get(runAtom)).toBeNull();
  });
});
