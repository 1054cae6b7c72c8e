/** The part of zip-stream's API (it ships no types) that the XLSX writer uses. */
declare module 'zip-stream' {
  import type { Readable, Transform } from 'node:stream';

  interface ZipStreamOptions {
    zlib?: { level?: number };
  }

  interface ZipEntryData {
    name: string;
  }

  /** A zip archive as a readable stream; entries are added one at a time, each after the last ends. */
  class ZipStream extends Transform {
    constructor(options?: ZipStreamOptions);
    entry(
      source: string | Buffer | Readable,
      data: ZipEntryData,
      callback: (error: Error | null) => void,
    ): this;
    finalize(): void;
  }

  export = ZipStream;
}
