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

/** A file's first bytes and last bytes as text, the stats of that file, and whether that was all of it. */
export interface FileEnds {
  stats: Stats;
  /** The whole text when `complete`, else its first `startBytes` (a character cut at the end is lost). */
  start: string;
  /** The last `endBytes` of a file that is not `complete`; '' when it is. */
  end: string;
  complete: boolean;
}

/**
 * The start and the end of a file, read on one descriptor like `readWithStats`: for what a
 * file's first few KB tell without reading (or decoding) all of it.
 */
export function readEndsWithStats(
  filePath: string,
  startBytes: number,
  endBytes: number,
): Promise<FileEnds> {
  return new Promise((resolve, reject) => {
    fs.open(filePath, 'r', (openError, fd) => {
      if (openError) return reject(openError);
      const finish = (error: Error | null, result?: FileEnds) =>
        fs.close(fd, (closeError) => {
          if (error || closeError) reject(error ?? closeError);
          else if (result) resolve(result);
        });
      fs.fstat(fd, (statError, stats) => {
        if (statError) return finish(statError);
        // One byte more than asked tells a file longer than the start from one that is not.
        const buffer = Buffer.allocUnsafe(startBytes + 1);
        fs.read(fd, buffer, 0, buffer.length, 0, (readError, bytesRead) => {
          if (readError) return finish(readError);
          if (bytesRead <= startBytes && bytesRead >= stats.size)
            return finish(null, {
              stats,
              start: buffer.toString('utf8', 0, bytesRead),
              end: '',
              complete: true,
            });
          const start = buffer.toString('utf8', 0, Math.min(bytesRead, startBytes));
          const endAt = Math.max(0, stats.size - endBytes);
          const endBuffer = Buffer.allocUnsafe(stats.size - endAt);
          fs.read(fd, endBuffer, 0, endBuffer.length, endAt, (endError, endRead) => {
            if (endError) return finish(endError);
            const end = endBuffer.toString('utf8', 0, endRead);
            finish(null, { stats, start, end, complete: false });
          });
        });
      });
    });
  });
}
