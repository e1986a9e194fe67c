import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { BrandLogo } from '../../../components/BrandLogo';
import type { LegalDocument } from '../legal-texts';
import styles from './LegalDocumentView.module.css';

/** Readable long-form page for the agreement and the policy; prints cleanly (the bar and contents hide). */
export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <BrandLogo size="small" />
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          打印 / 另存为 PDF
        </Button>
      </header>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-label="目录">
          <div className={styles.tocTitle}>目录</div>
          {doc.sections.map((section, i) => (
            <a key={section.heading} href={`#section-${i + 1}`} className={styles.tocLink}>
              {section.heading}
            </a>
          ))}
        </nav>
        <article className={styles.article}>
          <h1 className={styles.title}>{doc.title}</h1>
          <div className={styles.meta}>
            版本 {doc.version} · 更新日期：{doc.updatedAt} · 生效日期：{doc.effectiveAt}
          </div>
          {doc.preamble.map((p) => (
            <p key={p} className={styles.paragraph}>
              {p}
            </p>
          ))}
          {doc.sections.map((section, i) => (
            <section key={section.heading} id={`section-${i + 1}`} className={styles.section}>
              <h2 className={styles.heading}>{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p} className={styles.paragraph}>
                  {p}
                </p>
              ))}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
