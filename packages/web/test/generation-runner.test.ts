/**
 * @jest-environment jsdom
 */
// jsdom for sessionStorage (the reload snapshot) and window timers; no React.
import { DEFAULT_STARTER_PAGE } from '@cui/shared';
import { createStore } from 'jotai';
import type { GenerationResult } from '../src/features/generation/generation-reducer';
import { createGenerationRunner, type FollowStream } from '../src/features/generation/generation-runner';
import type { StreamOutcome } from '../src/features/generation/stream-client';
import { readSnapshot, writeSnapshot, type StreamSnapshot } from '../src/features/generation/stream-snapshot';
import { htmlAtom, streamCodeAtom, workingAtom } from '../src/features/page/page-atoms';

const PAGE = '<!DOCTYPE html><html><head><title>Bakery</title></head><body><h1>Cakes</h1></body></html>';
const snapshot = (over: Partial<StreamSnapshot> = {}): StreamSnapshot => ({ id: null, lastEventId: null, text: '', kind: 'page', prompt: 'A bakery', startedAt: 1, ...over });

/** A stream the test drives: it reports progress and ends when told. */
function controlledStream() {
  let finish: (outcome: StreamOutcome) => void = () => undefined;
  let failWith: (error: unknown) => void = () => undefined;
  const seen: { signal?: AbortSignal; progress?: Parameters<FollowStream>[1] } = {};
  const follow: FollowStream = (signal, onProgress) => {
    seen.signal = signal;
    seen.progress = onProgress;
    return new Promise<StreamOutcome>((resolve, reject) => {
      finish = resolve;
      failWith = reject;
    });
  };
  return { follow, seen, finish: (o: StreamOutcome) => finish(o), fail: (e: unknown) => failWith(e) };
}

function setUp() {
  const store = createStore();
  const announced: (GenerationResult | null)[] = [];
  const failed: unknown[] = [];
  const runner = createGenerationRunner(store, {
    token: () => null,
    announce: (result) => announced.push(result),
    fail: (error) => failed.push(error),
  });
  return { store, runner, announced, failed };
}

beforeEach(() => writeSnapshot(null));

describe('generation runner', () => {
  it('keeps the snapshot as soon as the server names the run, and clears it when the run is done', async () => {
    const { store, runner, announced } = setUp();
    const stream = controlledStream();
    const settled = runner.send(snapshot(), stream.follow);
    expect(store.get(workingAtom)).toBe('page');
    stream.seen.progress!({ id: 'g1', lastEventId: '0', text: '' }, null);
    expect(readSnapshot()).toMatchObject({ id: 'g1', lastEventId: '0', kind: 'page' });

    stream.finish({ html: PAGE, balance: 4, text: PAGE, id: 'g1' });
    await settled;
    expect(announced).toEqual([{ type: 'page', html: PAGE, prompt: 'A bakery' }]);
    expect(store.get(htmlAtom)).toBe(PAGE);
    expect(store.get(workingAtom)).toBeNull();
    expect(readSnapshot()).toBeNull();
  });

  it('leaving keeps a named run for coming back, aborts its stream and frees the screen', () => {
    const { store, runner } = setUp();
    const stream = controlledStream();
    runner.send(snapshot(), stream.follow);
    stream.seen.progress!({ id: 'g1', lastEventId: '1', text: '<!DOCTYPE html>' }, '<!DOCTYPE html>');
    runner.leave();
    expect(stream.seen.signal!.aborted).toBe(true);
    expect(store.get(workingAtom)).toBeNull();
    expect(readSnapshot()).toMatchObject({ id: 'g1', lastEventId: '1', text: '<!DOCTYPE html>' });
  });

  it('leaving before the server named the run keeps nothing to resume', () => {
    const { runner } = setUp();
    runner.send(snapshot(), controlledStream().follow);
    runner.leave();
    expect(readSnapshot()).toBeNull();
  });

  it('a failed run reports its error and keeps the open page', async () => {
    const { store, runner, failed, announced } = setUp();
    store.set(htmlAtom, PAGE);
    const stream = controlledStream();
    const settled = runner.send(snapshot({ prompt: 'again' }), stream.follow);
    stream.fail(new Error('offline'));
    await settled;
    expect(failed).toEqual([new Error('offline')]);
    expect(announced).toEqual([]);
    expect(store.get(htmlAtom)).toBe(PAGE);
    expect(store.get(workingAtom)).toBeNull();
  });

  it('stop aborts, leaves the starter page and tells nothing more once the stream settles', async () => {
    const { store, runner, announced, failed } = setUp();
    store.set(htmlAtom, PAGE);
    const stream = controlledStream();
    const settled = runner.send(snapshot(), stream.follow);
    expect(runner.stop()).toBe(true);
    expect(stream.seen.signal!.aborted).toBe(true);
    expect(store.get(htmlAtom)).toBe(DEFAULT_STARTER_PAGE);
    stream.fail(new DOMException('aborted', 'AbortError'));
    await settled;
    expect(failed).toEqual([]);
    expect(announced).toEqual([]);
    expect(runner.stop()).toBe(false);
  });

  it('a saved run the server never named is dropped instead of resumed', () => {
    const { store, runner } = setUp();
    writeSnapshot(snapshot({ text: '<!DOCTYPE html>' }));
    expect(runner.resumeSaved()).toBe(false);
    expect(readSnapshot()).toBeNull();
    expect(store.get(workingAtom)).toBeNull();
    expect(store.get(streamCodeAtom)).toBe('');
  });
});
