import styles from './contract-form.module.css';

export type TPreviewSection = { id: string; heading: string; paragraphs: string[] };

/** The contract body as it will print (the preview calls or fillSections), read-only. */
export function ContractPreview({ title, sections }: { title: string; sections: TPreviewSection[] }) {
  return (
    <article className={styles.preview} aria-label="合同预览">
      <h2 className={styles.previewTitle}>{title}</h2>
      {sections.map((s) => (
        <section key={s.id}>
          {s.heading ? <h3 className={styles.previewHeading}>{s.heading}</h3> : null}
          {s.paragraphs.map((p, i) => (
            // Paragraphs are plain text in a fixed order.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <p key={i} className={styles.previewParagraph}>
              {p}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
