/**
 * Test photos made by the tests themselves, and a check of what metadata a file carries,
 * for the photo function's unit and emulator tests (never imported by a function).
 */
import sharp from 'sharp';

/** Houston, as a phone writes it into EXIF: degrees, minutes, seconds as rationals. */
const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '29/1 45/1 1234/100',
  GPSLongitudeRef: 'W',
  GPSLongitude: '95/1 21/1 5678/100',
};

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Maria Lopez"/>' +
  '</rdf:RDF></x:xmpmeta>';

/**
 * A phone photo: JPEG, `width` x `height` stored sideways with EXIF orientation 6 (shown
 * upright as height x width), carrying EXIF with GPS, an ICC profile and XMP.
 */
export function phonePhoto(width = 4000, height = 3000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#7a5c3e' } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Storm 12' }, IFD3: GPS })
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .withXmp(XMP)
    .toBuffer();
}

export function plainImage(
  width: number,
  height: number,
  format: 'png' | 'webp' | 'jpeg' | 'gif',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a465c' } })
    .toFormat(format)
    .toBuffer();
}

/** The tags of EXIF's first directory (IFD0), as hex ids: 8825 points to the GPS data. */
export function exifTags(exif: Buffer): string[] {
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12).toString(16));
}

export interface CarriedMetadata {
  exif: boolean;
  gps: boolean;
  icc: boolean;
  xmp: boolean;
  orientation: number | undefined;
  /** Markers found by scanning the bytes themselves: an Exif header, an XMP packet. */
  markers: string[];
}

/** What a file carries, read by sharp and by scanning its bytes. */
export async function carriedMetadata(file: Buffer): Promise<CarriedMetadata> {
  const meta = await sharp(file).metadata();
  const markers = ['Exif\0\0', 'http://ns.adobe.com/xap/', 'adobe:ns:meta', 'Maria Lopez'].filter(
    (marker) => file.includes(marker, 0, 'latin1'),
  );
  return {
    exif: meta.exif !== undefined,
    gps: meta.exif !== undefined && exifTags(meta.exif).includes('8825'),
    icc: meta.icc !== undefined,
    xmp: meta.xmp !== undefined,
    orientation: meta.orientation,
    markers,
  };
}
