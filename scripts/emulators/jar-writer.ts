// Minimal jar (zip) writer: stored entries only, so building a jar needs neither the JDK's
// `jar` tool nor a zip dependency. Output is byte-for-byte reproducible (fixed timestamps).
import { rename, writeFile } from 'node:fs/promises';
import * as zlib from 'node:zlib';

export interface JarEntry {
  /** Path inside the jar, with forward slashes. */
  name: string;
  data: Uint8Array;
}

/**
 * Writes a jar whose manifest holds `attributes` (e.g. Main-Class, Class-Path) plus `entries`.
 * The file is replaced atomically, so a JVM or a concurrent run never sees half a jar.
 */
export async function writeJar(
  file: string,
  attributes: Record<string, string>,
  entries: JarEntry[] = [],
): Promise<void> {
  const manifest: JarEntry = {
    name: 'META-INF/MANIFEST.MF',
    data: Buffer.from(manifestText({ 'Manifest-Version': '1.0', ...attributes }), 'utf8'),
  };
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, zip([manifest, ...entries]));
  await rename(partial, file);
}

/** Manifest lines may hold at most 72 bytes; longer values continue on lines starting with a space. */
export function manifestText(attributes: Record<string, string>): string {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(attributes)) {
    let rest = Buffer.from(`${key}: ${value}`, 'utf8');
    let prefix = '';
    while (rest.length > 72 - prefix.length) {
      let cut = 72 - prefix.length;
      // Never split a multi-byte UTF-8 character.
      while (cut > 0 && ((rest[cut] ?? 0) & 0xc0) === 0x80) cut--;
      lines.push(prefix + rest.subarray(0, cut).toString('utf8'));
      rest = rest.subarray(cut);
      prefix = ' ';
    }
    lines.push(prefix + rest.toString('utf8'));
  }
  return lines.join('\r\n') + '\r\n\r\n';
}

// DOS date for 1980-01-01 00:00: fixed so identical inputs give identical jars.
const DOS_TIME = 0;
const DOS_DATE = (1 << 5) | 1;
const UTF8_NAMES = 0x0800;

function zip(entries: JarEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = zlib.crc32(entry.data);
    const size = entry.data.length;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4); // version needed: 1.0 (stored)
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(0, 8); // method: stored
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(size, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, Buffer.from(entry.data));

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by: 2.0
    central.writeUInt16LE(10, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(size, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    // extra length, comment length, disk number, internal and external attributes: all zero
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);

    offset += local.length + name.length + size;
  }
  const centralSize = centrals.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}
