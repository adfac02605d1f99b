import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `docs/decisions/README.md` lists every decision record, under its own title (decision 040). */
const DIR = join(__dirname, '../../../../docs/decisions');

const records = readdirSync(DIR)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort()
  .map((file) => {
    const heading = /^# (\d{3}) — (.+)$/m.exec(readFileSync(join(DIR, file), 'utf8'));
    return { file, number: heading?.[1], title: heading?.[2] };
  });

/** The index's rows: `| [NNN](file) | title | status | date |`. */
const rows = [...readFileSync(join(DIR, 'README.md'), 'utf8').matchAll(/^\| \[(\d{3})\]\(([^)]+)\) \| (.+?) \| (.+?) \| (\d{4}-\d{2}-\d{2}) \|$/gm)].map((m) => ({
  number: m[1],
  file: m[2],
  title: m[3].replace(/\\\|/g, '|'),
  status: m[4],
}));

describe('the decisions index', () => {
  it('finds the records', () => {
    expect(records.length).toBeGreaterThan(30);
  });

  it('each record starts with "# NNN — Title", its number the file name’s', () => {
    expect(records.filter((r) => r.number !== r.file.slice(0, 3)).map((r) => r.file)).toEqual([]);
  });

  it('lists every record once, in order, with its own title', () => {
    expect(rows.map(({ number, file, title }) => ({ number, file, title }))).toEqual(records);
  });

  it('gives every record a status', () => {
    expect(rows.filter((r) => !/^(accepted|superseded|amended)\b/.test(r.status)).map((r) => r.file)).toEqual([]);
  });
});
