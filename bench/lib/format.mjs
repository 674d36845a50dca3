/** Small helpers to print figures as aligned tables. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const [n, row] of rows.entries()) {
    console.log(
      `  ${row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ')}`,
    );
    if (n === 0) console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  }
}

export const ms = (v) => `${Number(v).toFixed(1)} ms`;
export const perSecond = (v) => `${Math.round(v).toLocaleString('en-US')}/s`;

export function heading(text) {
  console.log(`\n== ${text} ==`);
}
