import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * Small CVs and impostors for the tests, made in memory: a real (if tiny) PDF,
 * a real DOCX (an Office Open XML ZIP with its content types and Word part), a
 * Windows program, an SVG and a plain ZIP. Each is what its bytes say. And the
 * dangerous ones: a DOCX bomb, PDFs with script, launch actions, attachments.
 */

/** A part of a test ZIP: stored or deflated, and with the size its headers declare, which a lying one sets. */
export interface ZipPart {
  content: string | Buffer;
  deflate?: boolean;
  declaredSize?: number;
}

/** A ZIP of the parts, each stored unless it asks to be deflated. */
export function zipOf(parts: Record<string, string | ZipPart>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, part] of Object.entries(parts)) {
    const { content, deflate = false, declaredSize } = typeof part === 'string' ? { content: part } : part;
    const fileName = Buffer.from(name, 'utf8');
    const raw = Buffer.from(content);
    const data = deflate ? deflateRawSync(raw) : raw;
    const crc = crc32(raw);
    const size = declaredSize ?? raw.length;
    const method = deflate ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(parts).length, 8);
  end.writeUInt16LE(Object.keys(parts).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A PDF of the objects, numbered from 1 (the catalogue) on, with its cross-reference table; binary data as latin1 text. */
function pdfOf(objects: string[]): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A stream object of the data, with its dictionary's other entries. */
export const pdfStream = (data: string | Buffer, entries = ''): string => {
  const bytes = Buffer.from(data);
  return `<< ${entries} /Length ${bytes.length} >>\nstream\n${bytes.toString('latin1')}\nendstream`;
};

/**
 * A one-page PDF of the text. `catalog` adds entries to its catalogue; the `extra` objects are
 * numbered 6, 7 and on, after the page's own.
 */
export function samplePdf(text = 'Ana Horvat, CV', { catalog = '', extra = [] }: { catalog?: string; extra?: string[] } = {}): Buffer {
  return pdfOf([
    `<< /Type /Catalog /Pages 2 0 R ${catalog}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    pdfStream(`BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...extra,
  ]);
}

const ALERT_SCRIPT = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';

/** Opens with a JavaScript action, the attack's PDF. */
export const pdfWithOpenActionScript = (): Buffer => samplePdf('Ana Horvat, CV', { catalog: '/OpenAction 6 0 R', extra: [ALERT_SCRIPT] });

/**
 * The same action as object 7, in a Flate-compressed object stream (object 6), where no name of it
 * shows in the file's own bytes. (A reader would find object 7 through a cross-reference stream;
 * the check needs none, so the sample has none.)
 */
export function pdfWithCompressedScript(): Buffer {
  const header = '7 0 ';
  return samplePdf('Ana Horvat, CV', {
    catalog: '/OpenAction 7 0 R',
    extra: [pdfStream(deflateSync(header + ALERT_SCRIPT), `/Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode`)],
  });
}

/** The parts of a minimal Word document. */
export function docxParts(text = 'Ana Horvat, CV'): Record<string, string> {
  return {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  };
}

export const sampleDocx = (text?: string): Buffer => zipOf(docxParts(text));

/**
 * A DOCX with a part of `zeros` zero bytes, deflated to about a thousandth of that: the attack's
 * bomb. `declaredSize` makes its headers lie about what that part unpacks to.
 */
export const bombDocx = (zeros: number, declaredSize?: number): Buffer =>
  zipOf({ ...docxParts(), 'word/media/image1.png': { content: Buffer.alloc(zeros), deflate: true, declaredSize } });

/** The start of a Windows program (MZ header, PE signature): what a renamed .exe looks like. */
export function sampleExecutable(): Buffer {
  const bytes = Buffer.alloc(1024);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  bytes.writeUInt16LE(0x14c, 0x84);
  return bytes;
}

export const sampleSvg = (): Buffer =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');

export const sampleZip = (): Buffer => zipOf({ 'notes.txt': 'not a CV' });
