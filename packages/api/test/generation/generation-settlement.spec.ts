import type { StreamWriter } from '../../src/generation/generation-bus';
import type { GenerationBus } from '../../src/generation/generation-bus';
import { GenerationSettlement, UNSAVED_MESSAGE } from '../../src/generation/generation-settlement';
import type { GenerationRepository } from '../../src/generation/generation.repository';
import { Metrics } from '../../src/metrics/metrics';

/** An error as pg reports a server that refused the connection. */
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

function setup() {
  const finals: Array<{ event: string; data: unknown }> = [];
  const writer = { writeFinal: async (event: string, data: unknown) => void finals.push({ event, data }) } as unknown as StreamWriter;
  let ends = 0;
  const repository = {
    commit: async () => Promise.reject(refused()),
    end: async () => {
      ends++;
      throw refused();
    },
  } as unknown as GenerationRepository;
  const settlement = new GenerationSettlement(repository, {} as GenerationBus, new Metrics());
  return { settlement, writer, finals, ends: () => ends };
}

describe('GenerationSettlement while PostgreSQL cannot be reached', () => {
  it('tells the client at once, and stops retrying the refund when the job is stopped (a drain must not wait a minute)', async () => {
    const { settlement, writer, finals, ends } = setup();
    const stop = new AbortController();
    const settling = settlement.succeed('00000000-0000-0000-0000-000000000001', '<html></html>', writer, stop.signal);
    // The client hears how it ends before any retry.
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(finals).toEqual([{ event: 'error', data: { code: 'generation_failed', message: UNSAVED_MESSAGE } }]);
    stop.abort('shutdown');
    // Resolves without the retries' minute of pauses (jest's 30 s timeout would fail it); the rest is the sweeper's.
    await settling;
    expect(ends()).toBe(0);
  });

  it('gives up at once when the job was already stopped', async () => {
    const { settlement, writer, finals } = setup();
    await settlement.fail('00000000-0000-0000-0000-000000000002', 'failed', 'Generation stopped', writer, AbortSignal.abort('shutdown'));
    expect(finals).toEqual([{ event: 'error', data: { code: 'generation_failed', message: 'Generation stopped' } }]);
  });
});
