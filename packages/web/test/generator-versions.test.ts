import { appendVersion, EMPTY_VERSIONS, MAX_VERSIONS, nextVersionLabel } from '../src/features/page/versions';

describe('versions', () => {
  it('labels versions V1, V2, … and makes the new one current', () => {
    const one = appendVersion(EMPTY_VERSIONS, '<p>1</p>', 'first', 1000);
    expect(one).toEqual({ list: [{ content: '<p>1</p>', prompt: 'first', timestamp: 1000, label: 'V1' }], current: 0 });
    const two = appendVersion({ ...one, current: 0 }, '<p>2</p>', 'second', 2000);
    expect(two.list.map((v) => v.label)).toEqual(['V1', 'V2']);
    expect(two.current).toBe(1);
  });

  it('appends after the last version even when an older one is selected', () => {
    let state = EMPTY_VERSIONS;
    for (let i = 0; i < 3; i++) state = appendVersion(state, String(i), '');
    const next = appendVersion({ ...state, current: 0 }, 'x', '');
    expect(next.list.map((v) => v.label)).toEqual(['V1', 'V2', 'V3', 'V4']);
    expect(next.current).toBe(3);
  });

  it('drops the oldest past the limit but keeps counting labels', () => {
    let state = EMPTY_VERSIONS;
    for (let i = 0; i < MAX_VERSIONS + 5; i++) state = appendVersion(state, String(i), '');
    expect(state.list).toHaveLength(MAX_VERSIONS);
    expect(state.list[0].label).toBe('V6');
    expect(state.list[MAX_VERSIONS - 1].label).toBe(`V${MAX_VERSIONS + 5}`);
    expect(state.current).toBe(MAX_VERSIONS - 1);
    expect(nextVersionLabel(state.list)).toBe(`V${MAX_VERSIONS + 6}`);
  });
});
