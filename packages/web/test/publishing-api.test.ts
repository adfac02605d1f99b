import { publishingApi } from '../src/features/publishing/publishing-api';
import { json, requestsTo, resetFakeFetch, route } from './support/fake-fetch';

const LIVE = { folderName: 'bakery-x1', fileName: 'index', url: 'http://bakery-x1.localhost:3000/', message: 'Published successfully!' };
const keysSent = () => requestsTo('POST /api/publish').map((r) => r.headers['Idempotency-Key']);

describe('publishingApi.publish', () => {
  beforeEach(() => resetFakeFetch());

  it('sends an Idempotency-Key, a new one for each publish', async () => {
    route({ 'POST /api/publish': () => json(LIVE) });
    await publishingApi.publish({ html: '<p>a</p>', folderName: 'bakery-x1' }, 'tok');
    await publishingApi.publish({ html: '<p>a</p>', folderName: 'bakery-x1' }, 'tok');
    const keys = keysSent();
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/), expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('sends a publish the network failed again with the same key, and resolves with its answer', async () => {
    let sends = 0;
    route({ 'POST /api/publish': () => (++sends === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json(LIVE)) });
    await expect(publishingApi.publish({ html: '<p>a</p>' }, 'tok')).resolves.toEqual(LIVE);
    const keys = keysSent();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(requestsTo('POST /api/publish').map((r) => r.body)).toEqual([{ html: '<p>a</p>' }, { html: '<p>a</p>' }]);
  });

  it('gives up after two resends, and never resends a publish the server answered', async () => {
    route({ 'POST /api/publish': () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(publishingApi.publish({ html: '<p>a</p>' }, 'tok')).rejects.toMatchObject({ status: 0 });
    expect(keysSent()).toHaveLength(3);
    resetFakeFetch();
    route({ 'POST /api/publish': () => json({ message: 'This site name belongs to someone else. Choose another name.' }, 403) });
    await expect(publishingApi.publish({ html: '<p>a</p>', folderName: 'taken' }, 'tok')).rejects.toMatchObject({ status: 403 });
    expect(keysSent()).toHaveLength(1);
  });
});
