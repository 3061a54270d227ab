// @ts-check
/**
 * Writes the downloadable PDF documents (SDK guides and product manuals, Chinese and English)
 * into public/media/docs/. The Chinese files embed a subset of Noto Sans CJK SC from the system
 * package `fonts-noto-cjk`. Run: node scripts/generate-documents.mjs (outputs are committed).
 */
import { createWriteStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import PDFDocument from 'pdfkit';
import { documents } from './documents-text.mjs';

const out = join(import.meta.dirname, '..', 'public', 'media', 'docs');
mkdirSync(out, { recursive: true });

const cjkFont = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const cjkBold = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';
if (!existsSync(cjkFont)) throw new Error(`${cjkFont} is missing: apt-get install -y fonts-noto-cjk`);

/** @param {import('./documents-text.mjs').DocumentText} text @param {'zh' | 'en'} locale @param {string} file */
async function write(text, locale, file) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 64,
    // Fixed dates keep reruns byte-stable apart from the random file ID.
    info: { Title: text.title, Author: text.author, Subject: text.subtitle, CreationDate: new Date(text.date), ModDate: new Date(text.date) },
    lang: locale === 'zh' ? 'zh-CN' : 'en',
    displayTitle: true,
  });
  if (locale === 'zh') {
    doc.registerFont('body', cjkFont, 'NotoSansCJKsc-Regular');
    doc.registerFont('bold', cjkBold, 'NotoSansCJKsc-Bold');
  } else {
    doc.registerFont('body', 'Helvetica');
    doc.registerFont('bold', 'Helvetica-Bold');
  }
  const target = join(out, file);
  const stream = createWriteStream(target);
  doc.pipe(stream);

  doc.rect(0, 0, doc.page.width, 120).fill('#0b0d12');
  doc.fillColor('#c9a063').font('bold').fontSize(22).text(text.title, 64, 40, { width: doc.page.width - 128 });
  doc.fillColor('#ffffff').font('body').fontSize(11).text(`${text.subtitle} · ${text.version}`, 64, 80);
  doc.fillColor('#1b1f29').moveDown(3);
  doc.y = 150;
  for (const section of text.sections) {
    doc.font('bold').fontSize(14).fillColor('#1f5fff').text(section.heading, { paragraphGap: 6 });
    doc.font('body').fontSize(10.5).fillColor('#1b1f29');
    for (const paragraph of section.paragraphs) doc.text(paragraph, { align: 'left', paragraphGap: 6, lineGap: 2 });
    doc.moveDown(0.8);
  }
  doc.moveDown(1).font('body').fontSize(9).fillColor('#6b7280').text(text.footer);
  doc.end();
  await once(stream, 'finish');
  console.log(`wrote ${file} (${statSync(target).size} bytes)`);
}

for (const [name, byLocale] of Object.entries(documents)) {
  for (const locale of /** @type {const} */ (['zh', 'en'])) await write(byLocale[locale], locale, `${name}-${locale}.pdf`);
}
