import fs, { type Stats } from 'node:fs';

/**
 * A file's text and the stats of the very file it was read from (one descriptor: a file
 * replaced in between cannot pair one version's stats with another's text). Plain callback
 * calls on a descriptor: listing a big library reads hundreds of files, and promise file
 * handles cost several times more per call than the reading itself.
 */
export function readWithStats(filePath: string): Promise<{ stats: Stats; text: string }> {
  return new Promise((resolve, reject) => {
    fs.open(filePath, 'r', (openError, fd) => {
      if (openError) return reject(openError);
      const finish = (error: Error | null, result?: { stats: Stats; text: string }) =>
        fs.close(fd, (closeError) => {
          if (error || closeError) reject(error ?? closeError);
          else if (result) resolve(result);
        });
      fs.fstat(fd, (statError, stats) => {
        if (statError) return finish(statError);
        // One byte more than the size tells a file that grew meanwhile: then read to the end.
        const buffer = Buffer.allocUnsafe(stats.size + 1);
        fs.read(fd, buffer, 0, buffer.length, 0, (readError, bytesRead) => {
          if (readError) return finish(readError);
          if (bytesRead <= stats.size)
            return finish(null, { stats, text: buffer.toString('utf8', 0, bytesRead) });
          // Positioned reads leave the descriptor at the start: this reads the whole file.
          fs.readFile(fd, 'utf8', (error, text) => finish(error, { stats, text }));
        });
      });
    });
  });
}
