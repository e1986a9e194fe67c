import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

export interface ZipEntry {
  /** Path inside the archive, forward slashes. */
  name: string;
  /** The bytes, or a function opening them as a stream (read only when the entry is reached). */
  data: Buffer | string | (() => Promise<NodeJS.ReadableStream>);
}

/**
 * A ZIP written as it streams (stored, not deflated: the media are compressed already and the text is
 * small), so a project of many videos never sits in memory or on disk. Sizes and CRC follow each entry in a
 * data descriptor; names are flagged UTF-8 so Chinese file names survive on every unzip tool.
 */
export function zipStream(entries: ZipEntry[]): Readable {
  return Readable.from(generate(entries));
}

function dosDateTime(d: Date) {
  const time = (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2);
  const date = ((d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate();
  return { time, date };
}

async function* generate(entries: ZipEntry[]): AsyncGenerator<Buffer> {
  const central: Buffer[] = [];
  let offset = 0;
  const { time, date } = dosDateTime(new Date());
  for (const entry of entries) {
    const name = Buffer.from(entry.name.replace(/^\/+/, ''), 'utf8');
    const flags = 0x0808; // bit 3: sizes in a data descriptor; bit 11: UTF-8 name
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt16LE(name.length, 26);
    yield Buffer.concat([local, name]);
    const headerOffset = offset;
    offset += local.length + name.length;

    let crc = 0;
    let size = 0;
    if (typeof entry.data === 'function') {
      for await (const chunk of await entry.data()) {
        const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
        crc = crc32(buf, crc);
        size += buf.length;
        yield buf;
      }
    } else {
      const buf = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8');
      crc = crc32(buf);
      size = buf.length;
      yield buf;
    }
    if (size > 0xffffffff) throw new Error(`zip entry ${entry.name} is larger than 4 GB`);
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(size, 8);
    descriptor.writeUInt32LE(size, 12);
    yield descriptor;
    offset += size + descriptor.length;

    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(flags, 8);
    record.writeUInt16LE(0, 10);
    record.writeUInt16LE(time, 12);
    record.writeUInt16LE(date, 14);
    record.writeUInt32LE(crc >>> 0, 16);
    record.writeUInt32LE(size, 20);
    record.writeUInt32LE(size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(headerOffset, 42);
    central.push(Buffer.concat([record, name]));
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length, 8);
  end.writeUInt16LE(central.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield directory;
  yield end;
}
