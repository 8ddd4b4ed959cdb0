import assert from 'node:assert/strict';
import { it } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { uploadLimits } from '@/content/media-schema';
import { uploadProblem } from './check-upload';

const photo = (format: 'jpeg' | 'png' | 'webp' | 'avif') =>
  sharp({ create: { width: 64, height: 32, channels: 3, background: '#0a6d8f' } })
    .toFormat(format)
    .toBuffer();
const upload = (name: string, data: Buffer, size = data.length) => ({ name, data, size });
const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

it('accepts JPEG, PNG, WebP and AVIF photos and PDFs whose names match their bytes', async () => {
  for (const [name, format] of [
    ['a.jpg', 'jpeg'],
    ['b.JPEG', 'jpeg'],
    ['c.png', 'png'],
    ['d.webp', 'webp'],
    ['e.avif', 'avif'],
  ] as const) {
    assert.equal(await uploadProblem(upload(name, await photo(format))), undefined, name);
  }
  assert.equal(await uploadProblem(upload('terms.pdf', pdf)), undefined);
});

it('refuses SVG, by its name or by its markup under another name', async () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  assert.deepEqual(await uploadProblem(upload('logo.svg', svg)), { key: 'media:svgRefused' });
  assert.deepEqual(await uploadProblem(upload('logo.png', svg)), { key: 'media:svgRefused' });
  assert.deepEqual(await uploadProblem(upload('logo.jpg', Buffer.from(`<?xml version="1.0"?>\n${svg}`))), { key: 'media:svgRefused' });
});

it('refuses a file whose bytes are not what its name says', async () => {
  assert.deepEqual(await uploadProblem(upload('photo.jpg', await photo('png'))), {
    key: 'media:nameMismatch',
    vars: { name: 'photo.jpg', detected: 'image/png', extension: 'png' },
  });
  assert.deepEqual(await uploadProblem(upload('report.pdf', Buffer.from('just some text, not a PDF at all'))), {
    key: 'media:notAllowed',
    vars: { detected: '—' },
  });
  const gif = Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAA=', 'base64');
  assert.deepEqual(await uploadProblem(upload('anim.gif', gif)), { key: 'media:notAllowed', vars: { detected: 'image/gif' } });
});

it('refuses photos over 15 MB and PDFs over 30 MB, and accepts them at the limit', async () => {
  const jpeg = await photo('jpeg');
  assert.equal(await uploadProblem(upload('big.jpg', jpeg, uploadLimits.image)), undefined);
  assert.deepEqual(await uploadProblem(upload('big.jpg', jpeg, uploadLimits.image + 1)), { key: 'media:imageTooLarge', vars: { size: '15', limit: '15' } });
  assert.deepEqual(await uploadProblem(upload('big.pdf', pdf, 31 * 1024 * 1024)), { key: 'media:pdfTooLarge', vars: { size: '31', limit: '30' } });
});

/** A PNG whose header claims this size: how a decompression bomb looks before it is decoded. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(0))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

it('refuses a photo of more than 60 megapixels from its header, before anything decodes it', async () => {
  assert.deepEqual(await uploadProblem(upload('bomb.png', pngClaiming(16_000, 16_000))), {
    key: 'media:tooManyPixels',
    vars: { width: 16_000, height: 16_000, megapixels: 60 },
  });
  assert.equal(await uploadProblem(upload('camera.png', pngClaiming(8_000, 6_000))), undefined, 'a 48-megapixel frame');
});
