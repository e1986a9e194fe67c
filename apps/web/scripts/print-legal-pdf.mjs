// Prints the user agreement and privacy policy from src/features/legal/legal-texts.ts to public/legal/*.pdf,
// so the PDF the menu links to is always the text the pages show. Run after editing the texts:
//   node apps/web/scripts/print-legal-pdf.mjs
// Uses Debian's Chromium through playwright-core (never downloads a browser) and needs a CJK font installed.
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const webRoot = join(here, '..');
const require = createRequire(join(webRoot, '../../e2e/package.json'));
const { build } = require('esbuild');
const { chromium } = require('playwright-core');

const bundled = await build({
  entryPoints: [join(webRoot, 'src/features/legal/legal-texts.ts')],
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
});
const legal = await import(
  `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`
);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const outDir = join(webRoot, 'public/legal');
  await mkdir(outDir, { recursive: true });
  const targets = [
    [legal.USER_AGREEMENT, 'user-agreement.pdf'],
    [legal.PRIVACY_POLICY, 'privacy-policy.pdf'],
  ];
  for (const [doc, file] of targets) {
    const page = await browser.newPage();
    await page.setContent(legal.legalDocumentToHtml(doc), { waitUntil: 'load' });
    const pdf = await page.pdf({
      format: 'A4',
      margin: { top: '22mm', bottom: '20mm', left: '20mm', right: '20mm' },
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate:
        '<div style="width:100%;font-size:9px;color:#999;text-align:center"><span class="pageNumber"></span> / <span class="totalPages"></span></div>',
      printBackground: true,
    });
    await writeFile(join(outDir, file), pdf);
    await page.close();
    console.log(`wrote public/legal/${file} (${pdf.length} bytes)`);
  }
} finally {
  await browser.close();
}
