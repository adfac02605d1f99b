import { fromBuffer, type Entry } from 'yauzl';

/** Every file of a ZIP held in memory, by path, as bytes. */
export async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true }, (err, archive) => {
      if (err) return reject(err);
      archive.on('error', reject);
      archive.on('end', () => resolve());
      archive.on('entry', (entry: Entry) => {
        archive.openReadStream(entry, (openErr, stream) => {
          if (openErr) return reject(openErr);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            archive.readEntry();
          });
        });
      });
      archive.readEntry();
    });
  });
  return files;
}
