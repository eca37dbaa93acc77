import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { tinyPdf } from '../../src/seed/tiny-pdf';

/**
 * Hostile files, built in memory by the tests (no committed binaries): decompression bombs,
 * giant dimensions, zip bombs, broken PDFs, polyglots and files whose content contradicts their
 * name. Any upload path can replay the list (`hostileFiles`) with `sendHostile`-style helpers;
 * each file says what a path must answer.
 */
export interface HostileFile {
  /** what it is, for the test's name */
  label: string;
  /** the name the attacker gives it */
  fileName: string;
  /** how a chat part declares it */
  part: { image_format: 'png' | 'jpeg' | 'gif' } | { document_format: 'pdf' | 'docx' | 'xlsx' | 'txt' };
  bytes: Buffer;
  /** the status each kind of path answers */
  expect: {
    /** chat parts read by the server (local engine, tool mode, multi-file) */
    chat: number;
    /** Documentos upload (stores the file; text extraction failures are not errors there) */
    documents: number;
  };
  /** the error code of the refusal, when there is one */
  code?: string;
}

// ---------- images ----------

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG whose IHDR claims width × height (8-bit grayscale); `idat` is whatever data follows. */
export function pngClaiming(width: number, height: number, idat = deflateSync(Buffer.alloc(2))): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // grayscale
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG whose only frame header (SOF0) claims width × height. */
export function jpegClaiming(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, 0, 0, 0, 0, 0x01, 0x01, 0x11, 0x00]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  const app0 = Buffer.from('ffe000104a46494600010100000100010000', 'hex');
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

/** A GIF with a 1 × 1 screen whose one frame claims width × height. */
export function gifFrameClaiming(width: number, height: number): Buffer {
  const header = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1');
  const frame = Buffer.alloc(10);
  frame[0] = 0x2c;
  frame.writeUInt16LE(width, 5);
  frame.writeUInt16LE(height, 7);
  return Buffer.concat([header, frame, Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00, 0x3b])]);
}

/** A WebP (VP8X) claiming width × height. */
export function webpClaiming(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(30);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(22, 4);
  bytes.write('WEBPVP8X', 8, 'latin1');
  bytes.writeUInt32LE(10, 16);
  bytes.writeUIntLE(width - 1, 24, 3);
  bytes.writeUIntLE(height - 1, 27, 3);
  return bytes;
}

/** A 1 × 1 PNG that parses, then pixel data that does not: decoders (libpng in tesseract.js) fail. */
export function corruptPng(): Buffer {
  return pngClaiming(64, 64, Buffer.from(`78da${'ff'.repeat(40)}`, 'hex'));
}

// ---------- archives ----------

interface ZipEntry {
  name: string;
  data: Buffer;
}

/** An entry whose deflated bytes are given (bombs): `size` is what they inflate to. */
interface PackedEntry {
  name: string;
  packed: Buffer;
  size: number;
}

const pack = (entry: ZipEntry | PackedEntry): PackedEntry =>
  'packed' in entry
    ? entry
    : { name: entry.name, packed: deflateRawSync(entry.data), size: entry.data.length };

/**
 * A zip (deflate) of the entries; the declared sizes are the true ones unless `lie` says so.
 * CRCs are left at zero: the safety checks never reach them, and the bombs never inflate fully.
 */
export function zip(entries: Array<ZipEntry | PackedEntry>, lie?: { uncompressedSize: number }): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries.map(pack)) {
    const name = Buffer.from(entry.name, 'utf8');
    const size = lie?.uncompressedSize ?? entry.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(8, 10);
    record.writeUInt32LE(entry.packed.length, 20);
    record.writeUInt32LE(size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.packed);
    central.push(record, name);
    offset += local.length + name.length + entry.packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** [Content_Types].xml naming the main part, as file-type (and Word) read it. */
const contentTypes = (main: string, type: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${main}" ContentType="application/vnd.openxmlformats-officedocument.${type}.main+xml"/></Types>`,
  );

/**
 * `inflatedMb` MB of spaces as one deflate stream, built in microseconds: one flushed block of
 * 1 MB (≈ 1 KB, no reference to earlier data) repeated, then an empty final block.
 */
function spaces(name: string, inflatedMb: number): PackedEntry {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024, 0x20), { finishFlush: constants.Z_SYNC_FLUSH });
  const packed = Buffer.concat([...Array<Buffer>(inflatedMb).fill(block), Buffer.from([0x03, 0x00])]);
  return { name, packed, size: inflatedMb * 1024 * 1024 };
}

/** A DOCX whose document.xml inflates to `inflatedMb` MB (declared sizes tell the truth). */
export function docxBomb(inflatedMb: number): Buffer {
  return zip([
    { name: '[Content_Types].xml', data: contentTypes('word/document.xml', 'wordprocessingml.document') },
    spaces('word/document.xml', inflatedMb),
  ]);
}

/** An XLSX whose sheet inflates to `inflatedMb` MB, its central directory claiming 100 bytes. */
export function xlsxBomb(inflatedMb: number): Buffer {
  return zip(
    [
      { name: '[Content_Types].xml', data: contentTypes('xl/workbook.xml', 'spreadsheetml.sheet') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      spaces('xl/worksheets/sheet1.xml', inflatedMb),
    ],
    { uncompressedSize: 100 },
  );
}

const sheetXml = (cells: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${cells}</sheetData></worksheet>`;

/** A workbook ExcelJS reads (one sheet, inline strings) around the given sheet entry. */
function xlsxAround(sheet: ZipEntry | PackedEntry): Buffer {
  const rel = (id: string, type: string, target: string) =>
    `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/>`;
  const rels = (body: string) =>
    Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${body}</Relationships>`,
    );
  return zip([
    { name: '[Content_Types].xml', data: contentTypes('xl/workbook.xml', 'spreadsheetml.sheet') },
    { name: '_rels/.rels', data: rels(rel('rId1', 'officeDocument', 'xl/workbook.xml')) },
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Partes" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    { name: 'xl/_rels/workbook.xml.rels', data: rels(rel('rId1', 'worksheet', 'worksheets/sheet1.xml')) },
    sheet,
  ]);
}

/** An XLSX of the given rows (inline strings), as a spreadsheet program would write it. */
export function xlsxOf(rows: string[][]): Buffer {
  const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const cells = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row.map((text, c) => `<c r="${String.fromCharCode(65 + c)}${r + 1}" t="inlineStr"><is><t>${xmlText(text)}</t></is></c>`).join('')}</row>`,
    )
    .join('');
  return xlsxAround({ name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheetXml(cells)) });
}

/**
 * A valid XLSX whose one cell (A1) holds `cellMb` MB of the letter x: a few KB per 100 MB, built
 * like `spaces` (the sheet's XML head, repeated flushed blocks, the tail as the final block).
 */
export function xlsxCellBomb(cellMb: number): Buffer {
  const [head, tail] = sheetXml('<row r="1"><c r="A1" t="inlineStr"><is><t>|</t></is></c></row>').split('|');
  const flushed = (data: Buffer) => deflateRawSync(data, { finishFlush: constants.Z_SYNC_FLUSH });
  const block = flushed(Buffer.alloc(1024 * 1024, 0x78));
  const packed = Buffer.concat([
    flushed(Buffer.from(head!)),
    ...Array<Buffer>(cellMb).fill(block),
    deflateRawSync(Buffer.from(tail!)),
  ]);
  const size = Buffer.byteLength(head!) + cellMb * 1024 * 1024 + Buffer.byteLength(tail!);
  return xlsxAround({ name: 'xl/worksheets/sheet1.xml', packed, size });
}

/** A valid XLSX (≈ 1.2 MB) whose cell A1 holds 1.6 million letters that do not compress. */
export function xlsxHugeCell(): Buffer {
  let seed = 7;
  const letters = Buffer.alloc(1_600_000);
  for (let i = 0; i < letters.length; i++) {
    // xorshift32: deterministic, and nothing deflate can shorten much
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    letters[i] = 0x61 + ((seed >>> 0) % 26);
  }
  return xlsxOf([['CPF/CNPJ', letters.toString('latin1')]]);
}

// ---------- PDFs ----------

const samplePdf = () => tinyPdf('Certidão', ['Conteúdo de teste para leitura.']);

/** A PDF whose /Encrypt dictionary needs a password no one gives. */
export function encryptedPdf(): Buffer {
  const text = samplePdf().toString('latin1');
  const o = `<${'ab'.repeat(32)}>`;
  const u = `<${'cd'.repeat(32)}>`;
  return Buffer.from(
    text.replace(
      '/Root 1 0 R >>',
      `/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /O ${o} /U ${u} /P -44 >> /ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>] >>`,
    ),
    'latin1',
  );
}

/** A PDF of `pages` empty pages of `side` × `side` points: a few KB that render to gigapixels. */
export function hugePagePdf(pages = 50, side = 5000): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${Array.from({ length: pages }, (_, i) => `${i + 4} 0 R`).join(' ')}] /Count ${pages} >>`,
    '<< /Length 0 >>\nstream\n\nendstream',
    ...Array.from(
      { length: pages },
      () => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${side} ${side}] /Contents 3 0 R >>`,
    ),
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const truncatedPdf = () => samplePdf().subarray(0, 120);

/** Valid PDF bytes with a zip bomb appended: a PDF to the signature, an archive to unzip tools. */
export const pdfZipPolyglot = () => Buffer.concat([samplePdf(), docxBomb(8)]);

// ---------- TIFF ----------

/** A little-endian TIFF: one IFD per page, each 8-bit grey, uncompressed, claiming its size. */
export function tiff(pages: readonly { width: number; height: number }[]): Buffer {
  const entries = 8;
  const ifdSize = 2 + entries * 12 + 4;
  const pixel = 8 + pages.length * ifdSize; // one shared grey byte: decoders must not trust the sizes
  const out = Buffer.alloc(pixel + 1, 0);
  out.write('II', 0, 'latin1');
  out.writeUInt16LE(42, 2);
  out.writeUInt32LE(8, 4);
  pages.forEach((page, i) => {
    const at = 8 + i * ifdSize;
    out.writeUInt16LE(entries, at);
    const tags: [number, number, number][] = [
      [256, 4, page.width], // ImageWidth (LONG)
      [257, 4, page.height], // ImageLength
      [258, 3, 8], // BitsPerSample
      [259, 3, 1], // Compression: none
      [262, 3, 1], // Photometric: black is zero
      [273, 4, pixel], // StripOffsets
      [278, 4, page.height], // RowsPerStrip
      [279, 4, 1], // StripByteCounts
    ];
    tags.forEach(([tag, type, value], k) => {
      const e = at + 2 + k * 12;
      out.writeUInt16LE(tag, e);
      out.writeUInt16LE(type, e + 2);
      out.writeUInt32LE(1, e + 4);
      if (type === 3) out.writeUInt16LE(value, e + 8);
      else out.writeUInt32LE(value, e + 8);
    });
    out.writeUInt32LE(i + 1 < pages.length ? at + ifdSize : 0, at + 2 + entries * 12);
  });
  return out;
}

// ---------- the list ----------

let built: HostileFile[] | undefined;

/** Every hostile file, built once per test process (the bombs take a moment to deflate). */
export function hostileFiles(): HostileFile[] {
  built ??= [
    {
      label: 'PNG de poucos bytes que declara 65535 × 65535',
      fileName: 'foto.png',
      part: { image_format: 'png' },
      bytes: pngClaiming(65_535, 65_535),
      expect: { chat: 422, documents: 422 },
      code: 'FILE_IMAGE_TOO_LARGE',
    },
    {
      label: 'bomba de descompressão PNG (12000 × 12000, poucos KB)',
      fileName: 'scan.png',
      part: { image_format: 'png' },
      bytes: pngClaiming(12_000, 12_000, deflateSync(Buffer.alloc(12_001 * 100))),
      expect: { chat: 422, documents: 422 },
      code: 'FILE_IMAGE_TOO_LARGE',
    },
    {
      label: 'JPEG que declara 50000 × 50000',
      fileName: 'foto.jpg',
      part: { image_format: 'jpeg' },
      bytes: jpegClaiming(50_000, 50_000),
      expect: { chat: 422, documents: 422 },
      code: 'FILE_IMAGE_TOO_LARGE',
    },
    {
      label: 'GIF de tela 1 × 1 com quadro de 65535 × 65535',
      fileName: 'anim.gif',
      part: { image_format: 'gif' },
      bytes: gifFrameClaiming(65_535, 65_535),
      expect: { chat: 422, documents: 422 },
      code: 'FILE_IMAGE_TOO_LARGE',
    },
    {
      label: 'PNG de proporção absurda (20000 × 10)',
      fileName: 'faixa.png',
      part: { image_format: 'png' },
      bytes: pngClaiming(20_000, 10),
      expect: { chat: 422, documents: 422 },
      code: 'FILE_IMAGE_TOO_LARGE',
    },
    {
      label: 'WebP gigante enviado como PNG',
      fileName: 'foto.png',
      part: { image_format: 'png' },
      bytes: webpClaiming(16_000, 16_000),
      // chat types the file first (WebP is not accepted there); Documentos checks pixels first
      expect: { chat: 415, documents: 422 },
      code: 'FILE_IMAGE_TOO_LARGE',
    },
    {
      label: 'PNG gigante com nome de PDF',
      fileName: 'contrato.pdf',
      part: { document_format: 'pdf' },
      bytes: pngClaiming(65_535, 65_535),
      expect: { chat: 422, documents: 422 },
      code: 'FILE_IMAGE_TOO_LARGE',
    },
    {
      label: 'bomba zip DOCX (≈ 64 KB que inflam para 400 MB)',
      fileName: 'contrato.docx',
      part: { document_format: 'docx' },
      bytes: docxBomb(400),
      expect: { chat: 422, documents: 422 },
      code: 'FILE_ARCHIVE_TOO_LARGE',
    },
    {
      label: 'bomba zip XLSX com tamanhos declarados falsos',
      fileName: 'planilha.xlsx',
      part: { document_format: 'xlsx' },
      bytes: xlsxBomb(32),
      expect: { chat: 422, documents: 422 },
      code: 'FILE_ARCHIVE_TOO_LARGE',
    },
    {
      label: 'bomba zip DOCX com nome de imagem',
      fileName: 'foto.png',
      part: { image_format: 'png' },
      bytes: docxBomb(16),
      expect: { chat: 422, documents: 422 },
      code: 'FILE_ARCHIVE_TOO_LARGE',
    },
    {
      label: 'PDF criptografado',
      fileName: 'sigiloso.pdf',
      part: { document_format: 'pdf' },
      bytes: encryptedPdf(),
      // Documentos keeps a file it cannot read (searchable by its title), as before
      expect: { chat: 422, documents: 201 },
      code: 'FILE_UNREADABLE',
    },
    {
      label: 'PDF truncado',
      fileName: 'cortado.pdf',
      part: { document_format: 'pdf' },
      bytes: truncatedPdf(),
      expect: { chat: 422, documents: 201 },
      code: 'FILE_UNREADABLE',
    },
    {
      label: 'poliglota PDF + bomba zip',
      fileName: 'duplo.pdf',
      part: { document_format: 'pdf' },
      bytes: pdfZipPolyglot(),
      expect: { chat: 200, documents: 201 },
    },
  ];
  return built;
}

/**
 * The files of the intake (spreadsheets, PDF pages, TIFF pages, hostile names) that every route
 * declaring `config.acceptsFile` receives in the route-table test: none may get a 5xx.
 */
export function intakeFiles(): Array<{ label: string; fileName: string; bytes: Buffer }> {
  return [
    { label: 'XLSX com célula que infla para 100 MB', fileName: 'bomba-100.xlsx', bytes: xlsxCellBomb(100) },
    { label: 'XLSX com célula que infla para 400 MB', fileName: 'bomba-400.xlsx', bytes: xlsxCellBomb(400) },
    {
      label: 'XLSX de 300 KB com uma célula de 300 MB',
      fileName: 'celula-300.xlsx',
      bytes: xlsxCellBomb(300),
    },
    { label: 'XLSX com 1,6 milhão de letras numa célula', fileName: 'celula.xlsx', bytes: xlsxHugeCell() },
    {
      label: 'PDF de 6 KB com 50 páginas de 5000 × 5000 pt',
      fileName: 'paginas.pdf',
      bytes: hugePagePdf(50, 5000),
    },
    {
      label: 'TIFF de 200 páginas',
      fileName: 'paginas.tif',
      bytes: tiff(Array.from({ length: 200 }, () => ({ width: 1, height: 1 }))),
    },
    {
      label: 'PDF com <, caractere de controle e U+FFFE no nome',
      fileName: 'a<b\u0001c\uFFFEd.pdf',
      bytes: samplePdf(),
    },
    {
      label: 'XLSX com <, caractere de controle e U+FFFE no nome',
      fileName: 'lista<\u0007\uFFFE.xlsx',
      bytes: xlsxOf([['CPF/CNPJ'], ['529.982.247-25']]),
    },
  ];
}
