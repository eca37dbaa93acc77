import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parseTsv } from '../certidoes/words';
import { betterReading, doubtfulWords, numberReading, rereadDoubtfulWords } from './reread';

const word = (text: string, conf: number, x = 100, y = 100) => ({ text, conf, page: 1, x, y, w: 160, h: 40 });
const row = (w: { text: string; conf: number; x: number; y: number; w: number; h: number }) =>
  ['5', '1', '1', '1', '1', '1', w.x, w.y, w.w, w.h, w.conf, w.text].join('\t');
const tsvOf = (words: ReturnType<typeof word>[]) =>
  [
    'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
    ...words.map(row),
  ].join('\n');

describe('doubtfulWords', () => {
  it('picks words of letters read with a middling confidence, not short words or sure ones; numbers after them', () => {
    const picked = doubtfulWords([
      word('THÊO', 89),
      word('SILVA', 96),
      word('1975', 60),
      word('de', 50),
      word('cinguenta,', 92),
    ]);
    expect(picked.map((w) => w.text)).toEqual(['THÊO', 'cinguenta,', '1975']);
  });
});

describe('doubtful numbers', () => {
  it('picks long numbers read with a middling confidence too (a DNV or an RG at 89: no check digit vouches for them)', () => {
    const picked = doubtfulWords([
      word('14240235323', 89),
      word('22.222.926-8', 88),
      word('74234495102', 96),
    ]);
    expect(picked.map((w) => w.text)).toEqual(['22.222.926-8', '14240235323']);
  });

  it('vouches for a number both models read with the same digits; a number they read differently is doubtful', () => {
    // the same digits: the surer confidence, the first reading's text
    expect(numberReading(word('14240235323', 89), { text: '14240235323', conf: 95 })).toMatchObject({
      text: '14240235323',
      conf: 95,
    });
    expect(numberReading(word('22.222.926-8', 89), { text: '22222.926-8', conf: 93 })?.conf).toBe(93);
    // other digits: below every number's limit (90), the first reading's text
    expect(numberReading(word('76291514001', 91), { text: '76291514601', conf: 96 })).toMatchObject({
      text: '76291514001',
      conf: 85,
    });
    // a second reading less sure and the same: vouched for all the same (two readings agree)
    expect(numberReading(word('12.161.484-1', 88), { text: '12.161.484-1', conf: 80 })?.conf).toBe(93);
  });

  it('reads again any word with digits (a CPF read with a comma, a highway, a house number), vouched when the digits agree', () => {
    const picked = doubtfulWords([
      word('137.534,178-23', 68),
      word('BR-116,', 89),
      word('401,', 87),
      word('SP', 40),
    ]);
    expect(picked.map((w) => w.text)).toEqual(['137.534,178-23', '401,', 'BR-116,']);
    expect(numberReading(word('BR-116,', 89), { text: 'BR-116,', conf: 91 })?.conf).toBe(93);
    expect(numberReading(word('BR-116,', 89), { text: 'BR-16,', conf: 91 })?.conf).toBe(85);
  });
});

describe('betterReading', () => {
  it('takes a more confident reading that differs by an accent or one letter', () => {
    expect(betterReading(word('THÊO', 89), { text: 'THÉO', conf: 93 })?.text).toBe('THÉO');
    expect(betterReading(word('cinguenta,', 92), { text: 'cinquenta', conf: 96 })?.text).toBe('cinquenta,');
    expect(betterReading(word('Indigena', 85), { text: 'Indígena', conf: 96 })?.conf).toBe(96);
  });

  it('keeps the first reading when the second is less sure, longer, shorter or in another case', () => {
    expect(betterReading(word('HELOÍSA', 91), { text: 'HELOISA', conf: 88 })).toBeNull();
    expect(betterReading(word('CAVALCÂNTI', 91), { text: 'CAVALCÂNT', conf: 92 })).toBeNull();
    expect(betterReading(word('Vila', 87), { text: 'vila', conf: 92 })).toBeNull();
    expect(betterReading(word('AVÓS', 84), { text: '“AVÓS', conf: 90 })).toBeNull();
    expect(betterReading(word('Cuiabá', 80), { text: 'Cuxtxá', conf: 95 })).toBeNull();
    // a label word read again as another word (bench: seed 1002, 150 dpi)
    expect(betterReading(word('HORA', 65), { text: 'MORA', conf: 86 })).toBeNull();
  });
});

describe('a word both models read alike', () => {
  it('is vouched for (two readings agree: no longer doubtful), the first reading kept', () => {
    expect(betterReading(word('THÉO', 38), { text: 'THÉO', conf: 94 })).toMatchObject({
      text: 'THÉO',
      conf: 94,
    });
    expect(betterReading(word('CAUÃ,', 38), { text: 'CAUÃ', conf: 41 })).toMatchObject({
      text: 'CAUÃ,',
      conf: 93,
    });
    // another accent the second time, less sure: the readings differ, the word stays doubtful
    expect(betterReading(word('THÉO', 60), { text: 'THÊO', conf: 50 })).toBeNull();
  });

  it('is not vouched for without accents: an accent lost is the misread both models share (CAVALCANTI for CAVALCÂNTI)', () => {
    expect(betterReading(word('CAVALCANTI', 60), { text: 'CAVALCANTI', conf: 95 })).toBeNull();
  });
});

describe('rereadDoubtfulWords', () => {
  it('puts the second reading of a doubtful word in the page TSV and leaves the others', async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const page = tsvOf([word('NOME', 97, 100, 50), word('THÊO', 89, 300, 50), word('SILVA', 95, 500, 50)]);
    const sheets: Buffer[] = [];
    // the sheet holds one crop (the doubtful word) from y = 30: its second reading, more confident
    const read = async (sheet: Buffer) => {
      sheets.push(sheet);
      return tsvOf([{ text: 'THÉO', conf: 94, page: 1, x: 44, y: 44, w: 160, h: 40 }]);
    };
    const out = await rereadDoubtfulWords(png, page, read);
    expect(sheets).toHaveLength(1);
    expect(out.replaced).toBe(1);
    expect(parseTsv(out.tsv, 1).map((w) => [w.text, Math.round(w.conf), w.x])).toEqual([
      ['NOME', 97, 100],
      ['THÉO', 94, 300],
      ['SILVA', 95, 500],
    ]);
  });

  it('vouches for a number the second model reads in pieces with the same digits', async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const page = tsvOf([word('41.897.786-7', 88, 300, 50)]);
    const read = async () =>
      tsvOf([
        { text: '41.897.', conf: 80, page: 1, x: 44, y: 44, w: 90, h: 40 },
        { text: '786-7', conf: 91, page: 1, x: 150, y: 44, w: 70, h: 40 },
      ]);
    const out = await rereadDoubtfulWords(png, page, read);
    expect(parseTsv(out.tsv, 1).map((w) => [w.text, Math.round(w.conf)])).toEqual([['41.897.786-7', 93]]);
  });

  it('reads again only the doubtful words among those that can change a field', async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    // `FEDERAÇÃO` is a label's word, doubtful but outside every value
    const page = tsvOf([word('FEDERAÇÃO', 80, 100, 50), word('THÊO', 89, 300, 200)]);
    const out = await rereadDoubtfulWords(png, page, async () => '', {
      among: (words) => words.filter((w) => w.text === 'THÊO'),
    });
    expect(out.reread).toBe(1);
  });

  it('does not run Tesseract on a page with no doubtful word', async () => {
    const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const page = tsvOf([word('NOME', 97), word('SILVA', 95, 300)]);
    let runs = 0;
    const out = await rereadDoubtfulWords(png, page, async () => {
      runs++;
      return '';
    });
    expect(runs).toBe(0);
    expect(out.tsv).toBe(page);
  });
});
