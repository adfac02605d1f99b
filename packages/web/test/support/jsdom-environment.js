import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom has no fetch API types or text codecs, which the app's network layer and its streamed
 * responses need. Node has them; hand the same ones to the test window so a faked fetch can answer
 * with real Response objects. Only these are copied: everything else stays jsdom's.
 */
export default class JsdomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const fromNode = ['Response', 'Request', 'Headers', 'ReadableStream', 'TextEncoder', 'TextDecoder', 'structuredClone'];
    for (const name of fromNode) {
      if (this.global[name] === undefined) this.global[name] = globalThis[name];
    }
  }
}
